/**
 * Wishlists of signed-in customers (spec shop §3 Wishlist, §4, §5, §7, §8, §9): up to 9 named lists
 * per customer, each with its items (variant id, master product name, date added). getWishlists
 * joins the items with the catalog per request (the fields of wishlistObjects, in the asked
 * language). Names are unique per customer regardless of case (409). A list can be shared: its
 * share token (32 random bytes, base64url) opens it read-only for anyone holding it, through the
 * one call that needs no session (getSharedWishlist).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { json, type Reply, type RequestContext } from '../http/types.ts';
import { CatalogStore } from '../product-data/catalog-store.ts';
import { wishlistObjectView } from '../product-data/endpoints/wishlist-objects.ts';
import type { MasterFacts, VariantFacts } from '../product-data/seed/catalog/types.ts';
import type { Language } from '../sitecore/seed/sites.ts';
import { transaction } from './seed/store.ts';
import { MAX_TEXT, Refusal, badRequest, languageQuery, requiredQuery, type AccountCustomer } from './request.ts';

/** Spec shop §5, §9: at most 9 lists. */
export const MAX_WISHLISTS = 9;
/** Items per list: the anonymous cookie keeps at most 200 (libs/util cookies.ts); a server list the same. */
export const MAX_WISHLIST_ITEMS = 200;
/** The default list a customer gets on first read (isDefault; the site hides it while empty). */
export const DEFAULT_WISHLIST_NAME = 'Wishlist';

const VARIANT_ID = /^[1-9]\d{0,15}$/;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface ListRow {
  id: string;
  customer_id: string;
  name: string;
  add_date: string;
  is_default: number;
  share_token: string | null;
}

interface ItemRow {
  list_id: string;
  variant_id: number;
  master_product_name: string;
  add_date: string;
}

/** A list name: trimmed, 1–200 characters (the common text rule). */
function listName(url: URL, name: string): string {
  const value = requiredQuery(url, name);
  if (value.length > MAX_TEXT) throw badRequest(`${name} is longer than ${MAX_TEXT} characters`, { [name]: 'Too long' });
  return value;
}

function variantId(url: URL): number {
  const value = requiredQuery(url, 'variantId');
  if (!VARIANT_ID.test(value)) throw badRequest('variantId is a variant id (digits)', { variantId: 'Malformed id' });
  return Number(value);
}

const notFound = () => new Refusal(404, { message: 'No such wishlist' });
const duplicate = () => new Refusal(409, { message: 'A wishlist of this name exists' });

export function wishlistHandlers(db: DatabaseSync) {
  const catalog = new CatalogStore(db);
  const listsOf = db.prepare('SELECT * FROM account_wishlists WHERE customer_id = ? ORDER BY rowid');
  const listByName = db.prepare('SELECT * FROM account_wishlists WHERE customer_id = ? AND name = ? COLLATE NOCASE');
  const listByToken = db.prepare('SELECT * FROM account_wishlists WHERE share_token = ?');
  const itemsOf = db.prepare('SELECT * FROM account_wishlist_items WHERE list_id = ? ORDER BY rowid');
  const insertList = db.prepare('INSERT INTO account_wishlists VALUES (?, ?, ?, ?, ?, NULL)');
  const renameList = db.prepare('UPDATE account_wishlists SET name = ? WHERE id = ?');
  const removeList = db.prepare('DELETE FROM account_wishlists WHERE id = ?');
  const removeItems = db.prepare('DELETE FROM account_wishlist_items WHERE list_id = ?');
  const insertItem = db.prepare('INSERT OR IGNORE INTO account_wishlist_items VALUES (?, ?, ?, ?, ?)');
  const removeItem = db.prepare('DELETE FROM account_wishlist_items WHERE list_id = ? AND variant_id = ?');
  const itemCount = db.prepare('SELECT COUNT(*) AS n FROM account_wishlist_items WHERE list_id = ?');
  const setToken = db.prepare('UPDATE account_wishlists SET share_token = ? WHERE id = ?');

  const lists = (customer: AccountCustomer) => listsOf.all(customer.id) as unknown as ListRow[];
  const find = (customer: AccountCustomer, name: string) => listByName.get(customer.id, name) as ListRow | undefined;
  const mustFind = (customer: AccountCustomer, name: string) => {
    const found = find(customer, name);
    if (!found) throw notFound();
    return found;
  };

  function itemViews(rows: ItemRow[], language: Language) {
    const variants = catalog.variantsByIds(rows.map((row) => row.variant_id));
    const masters = catalog.mastersByIds(
      [...variants.values()].map((variant) => variant.masterId),
      null,
    );
    return rows.map((row) => itemView(row, language, variants.get(row.variant_id), masters));
  }

  function itemView(row: ItemRow, language: Language, variant: VariantFacts | undefined, masters: Map<number, MasterFacts>) {
    const master = variant ? masters.get(variant.masterId) : undefined;
    if (variant && master) return wishlistObjectView(master, variant, language, row.add_date);
    // No longer in the catalog: what the list itself knows.
    return {
      variantId: row.variant_id,
      articleNo: '',
      name: row.master_product_name,
      picture: '',
      addDate: row.add_date,
      masterProductNameEn: row.master_product_name,
      MasterProductName: row.master_product_name,
      categoryEn: '',
      brandName: '',
    };
  }

  function listView(row: ListRow, language: Language) {
    const items = itemViews(itemsOf.all(row.id) as unknown as ItemRow[], language);
    return { name: row.name, addDate: row.add_date, isDefault: row.is_default === 1, itemsCount: items.length, items };
  }

  /** The default list, made on the customer's first read. */
  function ensureDefault(customer: AccountCustomer): void {
    if (lists(customer).length > 0) return;
    insertList.run(randomUUID(), customer.id, DEFAULT_WISHLIST_NAME, new Date().toISOString(), 1);
  }

  return {
    getWishlists({ url }: RequestContext, customer: AccountCustomer): Reply {
      const language = languageQuery(url, 'language', 'en');
      ensureDefault(customer);
      return json(
        200,
        lists(customer).map((row) => listView(row, language)),
      );
    },

    addWishlist({ url }: RequestContext, customer: AccountCustomer): Reply {
      const name = listName(url, 'listName');
      transaction(db, () => {
        if (find(customer, name)) throw duplicate();
        if (lists(customer).length >= MAX_WISHLISTS)
          throw badRequest(`At most ${MAX_WISHLISTS} wishlists`, { listName: 'Too many wishlists' });
        insertList.run(randomUUID(), customer.id, name, new Date().toISOString(), 0);
      });
      return json(200, true);
    },

    editWishlist({ url }: RequestContext, customer: AccountCustomer): Reply {
      const oldName = listName(url, 'oldListName');
      const newName = listName(url, 'newListName');
      transaction(db, () => {
        const list = mustFind(customer, oldName);
        const clash = find(customer, newName);
        if (clash && clash.id !== list.id) throw duplicate();
        renameList.run(newName, list.id);
      });
      return json(200, true);
    },

    deleteWishlist({ url }: RequestContext, customer: AccountCustomer): Reply {
      const name = listName(url, 'listName');
      transaction(db, () => {
        const list = mustFind(customer, name);
        removeItems.run(list.id);
        removeList.run(list.id);
      });
      return json(200, true);
    },

    addProductToWishlist({ url }: RequestContext, customer: AccountCustomer): Reply {
      const name = listName(url, 'listName');
      const masterProductName = listName(url, 'masterProductName');
      const id = variantId(url);
      transaction(db, () => {
        const list = mustFind(customer, name);
        if ((itemCount.get(list.id) as { n: number }).n >= MAX_WISHLIST_ITEMS)
          throw badRequest(`At most ${MAX_WISHLIST_ITEMS} items in a wishlist`, { variantId: 'The wishlist is full' });
        // The same variant twice stays once (the first date is kept).
        insertItem.run(list.id, customer.id, id, masterProductName, new Date().toISOString());
      });
      return json(200, true);
    },

    deleteProductFromWishlist({ url }: RequestContext, customer: AccountCustomer): Reply {
      const name = listName(url, 'listName');
      listName(url, 'masterProductName');
      const id = variantId(url);
      const list = mustFind(customer, name);
      removeItem.run(list.id, id);
      return json(200, true);
    },

    /** Not in the spec: the list's share token, made on first ask and kept (a rename keeps it; deleting the list ends it). */
    shareWishlist({ url }: RequestContext, customer: AccountCustomer): Reply {
      const name = listName(url, 'listName');
      const list = mustFind(customer, name);
      let token = list.share_token;
      if (!token) {
        token = randomBytes(32).toString('base64url');
        setToken.run(token, list.id);
      }
      return json(200, { token });
    },

    /** Not in the spec, and open to anyone holding the token: the list read-only (name, dates, items). */
    getSharedWishlist({ url }: RequestContext): Reply {
      const token = requiredQuery(url, 'token');
      const language = languageQuery(url, 'language', 'en');
      const list = SHARE_TOKEN.test(token) ? (listByToken.get(token) as ListRow | undefined) : undefined;
      if (!list) throw new Refusal(404, { message: 'No such shared wishlist' });
      const { name, addDate, itemsCount, items } = listView(list, language);
      return json(200, { name, addDate, isDefault: false, itemsCount, items });
    },
  };
}
