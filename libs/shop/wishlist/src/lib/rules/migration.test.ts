import { describe, expect, it } from 'vitest';
import { MIGRATION_LIST_NAME, migrateCookieWishlist, migrationTarget, type MigrationCalls, type MigrationList } from './migration';

const items = [{ VariantId: '1', AddDate: '2026-11-01' }, { VariantId: '2' }, { VariantId: '3' }];

function account(initial: MigrationList[], refuse: (variantId: string) => boolean = () => false) {
  const lists = [...initial];
  const added: Array<{ listName: string; masterProductName: string; variantId: string }> = [];
  const calls: MigrationCalls = {
    lists: async () => [...lists],
    addList: async (name) => {
      if (lists.some((list) => list.name.toLowerCase() === name.toLowerCase())) throw Object.assign(new Error('409'), { status: 409 });
      if (lists.length >= 9) throw Object.assign(new Error('400'), { status: 400 });
      lists.push({ name });
    },
    addProduct: async (input) => {
      if (refuse(input.variantId)) throw new Error('500');
      added.push(input);
    },
    productNames: async () =>
      new Map([
        ['1', 'CALORA S3'],
        ['2', 'BLAZE PLUS'],
      ]),
  };
  return { calls, lists, added };
}

const nine = (withDefault: boolean) =>
  Array.from({ length: 9 }, (_, index) => ({ name: `List ${index + 1}`, isDefault: withDefault && index === 4 }));

describe('moving the cookie wishlist into the account on sign-in (spec shop §4)', () => {
  it('creates "New Wishlist Label" and moves every item into it, with the product names', async () => {
    const { calls, lists, added } = account([{ name: 'Wishlist', isDefault: true }]);
    const outcome = await migrateCookieWishlist(items, calls);
    expect(outcome).toEqual({ listName: MIGRATION_LIST_NAME, moved: ['1', '2', '3'], kept: [] });
    expect(lists.map((list) => list.name)).toEqual(['Wishlist', MIGRATION_LIST_NAME]);
    expect(added).toEqual([
      { listName: MIGRATION_LIST_NAME, masterProductName: 'CALORA S3', variantId: '1' },
      { listName: MIGRATION_LIST_NAME, masterProductName: 'BLAZE PLUS', variantId: '2' },
      // Unknown to the catalogue: moved under its id, never dropped.
      { listName: MIGRATION_LIST_NAME, masterProductName: '3', variantId: '3' },
    ]);
  });

  it('joins an existing list of that name (any case) instead of failing on the duplicate', async () => {
    const { calls, lists, added } = account([{ name: 'new wishlist label' }]);
    const outcome = await migrateCookieWishlist(items, calls);
    expect(outcome.listName).toBe('new wishlist label');
    expect(lists).toHaveLength(1);
    expect(added.map((entry) => entry.listName)).toEqual(['new wishlist label', 'new wishlist label', 'new wishlist label']);
  });

  it('with 9 lists already: into the default list, else the first; nothing is dropped', async () => {
    expect(migrationTarget(nine(true))).toEqual({ listName: 'List 5', create: false });
    expect(migrationTarget(nine(false))).toEqual({ listName: 'List 1', create: false });
    const { calls, lists, added } = account(nine(true));
    const outcome = await migrateCookieWishlist(items, calls);
    expect(outcome).toMatchObject({ listName: 'List 5', moved: ['1', '2', '3'], kept: [] });
    expect(lists).toHaveLength(9);
    expect(added).toHaveLength(3);
  });

  it('decides again when the list appeared meanwhile (another tab)', async () => {
    const { calls, lists } = account([]);
    const original = calls.lists;
    let first = true;
    calls.lists = async () => {
      const answer = await original();
      if (first) {
        first = false;
        lists.push({ name: MIGRATION_LIST_NAME });
      }
      return answer;
    };
    expect((await migrateCookieWishlist(items, calls)).moved).toHaveLength(3);
    expect(lists).toHaveLength(1);
  });

  it('keeps what the API refused (the cookie keeps it for the next try)', async () => {
    const { calls } = account([], (id) => id === '2');
    expect(await migrateCookieWishlist(items, calls)).toMatchObject({ moved: ['1', '3'], kept: [{ VariantId: '2' }] });
  });
});
