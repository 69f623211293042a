import type { CookieWishlistItem } from './wishlist-cookie';
import { MAX_WISHLISTS } from './wishlist-store';

/**
 * Sign-in moves the cookie wishlist into the account (spec shop §4) under this name; the cookie is
 * then cleared. Decision (docs/decisions/wishlist-migration-on-sign-in.md): nothing is dropped.
 * - a list of that name exists (any case) → the items join it (the API keeps a variant once);
 * - else fewer than 9 lists → the list is created;
 * - else (9 lists) → the items join the default list, or the first list when there is none;
 * - an item the account API refuses stays in the cookie, which keeps only what did not move, and
 *   the next page tries again.
 */
export const MIGRATION_LIST_NAME = 'New Wishlist Label';

export interface MigrationList {
  name: string;
  isDefault?: boolean;
}

export interface MigrationTarget {
  listName: string;
  create: boolean;
}

export function migrationTarget(lists: readonly MigrationList[]): MigrationTarget {
  const same = lists.find((list) => list.name.trim().toLowerCase() === MIGRATION_LIST_NAME.toLowerCase());
  if (same) return { listName: same.name, create: false };
  if (lists.length < MAX_WISHLISTS) return { listName: MIGRATION_LIST_NAME, create: true };
  const fallback = lists.find((list) => list.isDefault) ?? lists[0];
  return fallback ? { listName: fallback.name, create: false } : { listName: MIGRATION_LIST_NAME, create: true };
}

export interface MigrationCalls {
  lists(): Promise<MigrationList[]>;
  addList(name: string): Promise<void>;
  addProduct(input: { listName: string; masterProductName: string; variantId: string }): Promise<void>;
  /** The product (English master) name of each variant, as wishlistObjects answers it. */
  productNames(items: readonly CookieWishlistItem[]): Promise<Map<string, string>>;
}

export interface MigrationOutcome {
  listName: string;
  moved: string[];
  /** What stays in the cookie (refused by the API); empty: the cookie is cleared. */
  kept: CookieWishlistItem[];
}

/** Moves the items, one call each; throws (everything kept) when the target list cannot be had. */
export async function migrateCookieWishlist(items: readonly CookieWishlistItem[], calls: MigrationCalls): Promise<MigrationOutcome> {
  let target = migrationTarget(await calls.lists());
  if (target.create) {
    try {
      await calls.addList(target.listName);
    } catch {
      // Another tab made it meanwhile (409) or filled the ninth place (400): decide again on what is there now.
      target = migrationTarget(await calls.lists());
      if (target.create) await calls.addList(target.listName);
    }
  }
  // A product the catalogue no longer knows is moved under its variant id: it stays the customer's to remove.
  const names = await calls.productNames(items).catch(() => new Map<string, string>());
  const moved: string[] = [];
  const kept: CookieWishlistItem[] = [];
  for (const item of items) {
    try {
      await calls.addProduct({
        listName: target.listName,
        masterProductName: names.get(item.VariantId) || item.VariantId,
        variantId: item.VariantId,
      });
      moved.push(item.VariantId);
    } catch {
      kept.push(item);
    }
  }
  return { listName: target.listName, moved, kept };
}
