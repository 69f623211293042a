/**
 * The shop's goods (issue 15): one Shopify Product with one ProductVariant per global id the
 * catalog hands out (product-data/seed/catalog/generate.ts: `shopifyGlobalIds` of the variants of
 * shop-site masters, `gid://shopify/Product/{7000000000 + variantId·10 + k}`, k 0 new, 1 used,
 * 2 refurbished), joined by article number (sku), with a base price in EUR, stock, condition and
 * delivery time, and the `discount_bundle` metaobjects the products' `custom.bundles` metafield
 * lists. Deterministic: every number comes from the variant id, no clock, no randomness.
 *
 * The demo rows the e2e suite and the README's table rely on are fixed below (DEMO_*): CALORA S3
 * (technologies) and BLAZE PLUS (welding-tools) with a cheapest available variant that is not
 * their lowest id, a limited, a sold-out and a currently-not-in-stock one, and bundles.
 */
import type { DatabaseSync } from 'node:sqlite';

export const SHOP_TABLES = ['shopify_products', 'shopify_bundles'];

export const SHOP_SCHEMA = `
CREATE TABLE shopify_products (
  number INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  json TEXT NOT NULL
);
CREATE TABLE shopify_bundles (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  json TEXT NOT NULL
);`;

/** The numeric part of a shop product's (and its one variant's) global id. */
export const SHOP_NUMBER_BASE = 7_000_000_000;
/** Metaobject ids of the bundles: `gid://shopify/Metaobject/{BUNDLE_ID_BASE + n}`. */
export const BUNDLE_ID_BASE = 81_000_000_000;

export const DELIVERY_TIMES = ['1-4 Werktage', '4-10 Werktage', 'Voraussichtlich längere Lieferzeit'] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];
export type Condition = 'used' | 'refurbished';

/** One shop product = one variant (Shopify's "Default Title" variant), prices in EUR cents. */
export interface ShopItem {
  /** 7000000000 + catalog variant id · 10 + k. */
  number: number;
  catalogVariantId: number;
  masterId: number;
  sku: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  image: { url: string; altText: string } | null;
  priceCents: number;
  compareAtCents: number | null;
  quantityAvailable: number;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  condition: Condition | null;
  deliveryTime: DeliveryTime | null;
  /** Metaobject numbers of the bundles this product is part of (its `custom.bundles`). */
  bundles: number[];
}

export interface ShopBundle {
  /** Metaobject number (BUNDLE_ID_BASE + n). */
  id: number;
  handle: string;
  /** discount_name, also the discount code. */
  code: string;
  /** discount_amount, a percentage. */
  amount: number;
  /** Shop numbers of the bundle's variants (new condition). */
  variants: number[];
}

interface Stock {
  quantityAvailable: number;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  deliveryTime: DeliveryTime | null;
}

const IN_STOCK = (quantityAvailable: number, deliveryTime: DeliveryTime | null = '1-4 Werktage'): Stock => ({
  quantityAvailable,
  availableForSale: true,
  currentlyNotInStock: false,
  deliveryTime,
});
const LIMITED = (quantityAvailable: number): Stock => ({
  quantityAvailable,
  availableForSale: true,
  currentlyNotInStock: false,
  deliveryTime: '4-10 Werktage',
});
const SOLD_OUT: Stock = { quantityAvailable: 0, availableForSale: false, currentlyNotInStock: false, deliveryTime: null };
const BACKORDER: Stock = {
  quantityAvailable: 0,
  availableForSale: true,
  currentlyNotInStock: true,
  deliveryTime: 'Voraussichtlich längere Lieferzeit',
};

/** Fixed rows (by catalog variant id, new condition): EUR price, optional compare-at, stock. */
interface Demo {
  euros: number;
  compareAt?: number;
  stock: Stock;
}

/** CALORA S3 (master 1001, technologies): 142.271 is the cheapest available, not the lowest id. */
const DEMO_CALORA: Record<number, Demo> = {
  100001: { euros: 1290, stock: IN_STOCK(40) },
  100002: { euros: 890, compareAt: 990, stock: IN_STOCK(25) },
  100003: { euros: 790, stock: SOLD_OUT },
  100004: { euros: 1090, compareAt: 1190, stock: LIMITED(3) },
  100005: { euros: 990, stock: BACKORDER },
};

/** BLAZE PLUS (master 1003, technologies and welding-tools): 617.412 is the cheapest available. */
const DEMO_BLAZE: Record<number, Demo> = {
  100007: { euros: 219, stock: IN_STOCK(60) },
  100008: { euros: 149, stock: SOLD_OUT },
  100009: { euros: 169, compareAt: 199, stock: IN_STOCK(12) },
  100010: { euros: 189, stock: LIMITED(4) },
  100011: { euros: 199, stock: BACKORDER },
};
const BLAZE_MASTER = 1003;
/** Every other BLAZE PLUS variant: in stock, dearer than the cheapest available one. */
const blazeOther = (variantId: number): Demo => ({
  euros: 229 + (variantId - 100012) * 10,
  stock: IN_STOCK(20 + (variantId % 30), variantId % 4 === 0 ? null : '1-4 Werktage'),
});

/**
 * The demo bundles, by master id and position of the variant within its master (so they hold
 * for any catalog size, masters being a prefix): [master, k-th variant] pairs and the percentage.
 * Accessories: 1002 Wide-slot nozzle WS 20, 1005 Temperature controller TC 20, 1007 Seam tester
 * ST 20, 1010 Hand groover HG 20 (1002, 1007, 1010 are on welding-tools too).
 */
const DEMO_BUNDLES: Array<{ parts: Array<[master: number, index: number]>; amount: number; available: boolean }> = [
  {
    parts: [
      [1001, 1],
      [1002, 0],
    ],
    amount: 10,
    available: true,
  },
  {
    parts: [
      [1001, 0],
      [1002, 0],
      [1005, 0],
    ],
    amount: 15,
    available: true,
  },
  {
    parts: [
      [1001, 2],
      [1007, 0],
    ],
    amount: 20,
    available: false,
  },
  {
    parts: [
      [1003, 2],
      [1007, 0],
    ],
    amount: 10,
    available: true,
  },
  {
    parts: [
      [1003, 0],
      [1010, 0],
      [1002, 0],
    ],
    amount: 5,
    available: true,
  },
  {
    parts: [
      [1003, 1],
      [1010, 0],
    ],
    amount: 25,
    available: false,
  },
];
const DEMO_MASTERS = new Set([1001, 1003]);

/** A well-mixed 32-bit hash of a number (deterministic stand-in for chance). */
export function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Stock of an ordinary (not demo) new product: most in stock, some limited, sold out or on backorder. */
function stockOf(variantId: number): Stock {
  const bucket = hash(variantId) % 20;
  const roll = hash(variantId * 3 + 1);
  if (bucket < 12) return IN_STOCK(6 + (roll % 115), roll % 5 === 0 ? null : roll % 5 === 1 ? '4-10 Werktage' : '1-4 Werktage');
  if (bucket < 15) return LIMITED(1 + (roll % 5));
  if (bucket < 17) return SOLD_OUT;
  if (bucket < 19) return BACKORDER;
  return IN_STOCK(150 + (roll % 50), null);
}

/** EUR price of an ordinary new product: accessories 19–248, devices 290–3 990, whole euros. */
function eurosOf(variantId: number, productType: string): number {
  const roll = hash(variantId * 7 + 5);
  return productType === 'devices' ? 290 + (roll % 75) * 50 : 19 + (roll % 230);
}

const kebab = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface CatalogRow {
  id: number;
  master_id: number;
  article_number: string;
  en_name: string;
  brand: string;
  product_type: string;
  gids: string;
  image: string | null;
}

export function buildShop(rows: readonly CatalogRow[]): { items: ShopItem[]; bundles: ShopBundle[] } {
  const items: ShopItem[] = [];
  const byMaster = new Map<number, CatalogRow[]>();
  for (const row of rows) {
    const list = byMaster.get(row.master_id) ?? [];
    list.push(row);
    byMaster.set(row.master_id, list);
  }
  const forcedInStock = new Set<number>();
  for (const bundle of DEMO_BUNDLES) {
    if (!bundle.available) continue;
    for (const [master, index] of bundle.parts) {
      const row = byMaster.get(master)?.[index];
      if (row && !DEMO_MASTERS.has(master)) forcedInStock.add(row.id);
    }
  }

  for (const row of rows) {
    const demo = DEMO_CALORA[row.id] ?? DEMO_BLAZE[row.id] ?? (row.master_id === BLAZE_MASTER ? blazeOther(row.id) : undefined);
    const euros = demo?.euros ?? eurosOf(row.id, row.product_type);
    const newStock = demo?.stock ?? (forcedInStock.has(row.id) ? IN_STOCK(30 + (row.id % 40)) : stockOf(row.id));
    const newCompareAt = demo ? (demo.compareAt ?? null) : hash(row.id * 11 + 3) % 6 === 0 ? Math.ceil((euros * 1.2) / 10) * 10 : null;
    const digits = row.article_number.replace('.', '');
    for (const gid of JSON.parse(row.gids) as string[]) {
      const number = Number(gid.split('/').at(-1));
      const k = number - SHOP_NUMBER_BASE - row.id * 10;
      const condition: Condition | null = k === 1 ? 'used' : k === 2 ? 'refurbished' : null;
      // A used device costs 70 % of a new one, a refurbished one 85 %; there is one of each, and the new price is the compare-at.
      const priceCents = condition === null ? euros * 100 : Math.round(euros * (condition === 'used' ? 0.7 : 0.85)) * 100;
      const stock = condition === null ? newStock : IN_STOCK(1, '4-10 Werktage');
      items.push({
        number,
        catalogVariantId: row.id,
        masterId: row.master_id,
        sku: row.article_number,
        title: row.en_name,
        handle: `${kebab(row.en_name)}-${digits}${condition ? `-${condition}` : ''}`,
        vendor: row.brand,
        productType: row.product_type,
        image: row.image ? { url: `/-/media/${row.image}.jpg`, altText: row.en_name } : null,
        priceCents,
        compareAtCents: condition === null ? (newCompareAt === null ? null : newCompareAt * 100) : euros * 100,
        quantityAvailable: stock.quantityAvailable,
        availableForSale: stock.availableForSale,
        currentlyNotInStock: stock.currentlyNotInStock,
        condition,
        deliveryTime: stock.deliveryTime,
        bundles: [],
      });
    }
  }

  // Bundles: the demo ones, then one for every fourth other device master with an accessory on a shop site.
  const newItem = new Map(items.filter((item) => item.condition === null).map((item) => [item.catalogVariantId, item]));
  const plans: Array<{ variants: ShopItem[]; amount: number }> = [];
  for (const bundle of DEMO_BUNDLES) {
    const parts = bundle.parts
      .map(([master, index]) => byMaster.get(master)?.[index])
      .map((row) => (row ? newItem.get(row.id) : undefined));
    if (parts.every((part) => part !== undefined)) plans.push({ variants: parts as ShopItem[], amount: bundle.amount });
  }
  const accessories = rows.filter((row) => row.product_type === 'accessories');
  const amounts = [5, 10, 15, 20];
  const devices = [...byMaster.entries()].filter(([master, list]) => !DEMO_MASTERS.has(master) && list[0]?.product_type === 'devices');
  devices.forEach(([master, list], index) => {
    const firstRow = list[0];
    const partnerRow = accessories[hash(master) % Math.max(1, accessories.length)];
    if (index % 4 !== 0 || !firstRow || !partnerRow) return;
    const first = newItem.get(firstRow.id);
    const partner = newItem.get(partnerRow.id);
    if (first && partner) plans.push({ variants: [first, partner], amount: amounts[hash(master + 1) % amounts.length] ?? 10 });
  });

  const bundles: ShopBundle[] = [];
  const codes = new Set<string>();
  plans.forEach((plan, n) => {
    const base = `BUNDLE-${(plan.variants[0]?.sku ?? '').replace('.', '')}-${plan.amount}`;
    let code = base;
    for (let suffix = 2; codes.has(code); suffix++) code = `${base}-${suffix}`;
    codes.add(code);
    const id = BUNDLE_ID_BASE + n + 1;
    bundles.push({ id, handle: code.toLowerCase(), code, amount: plan.amount, variants: plan.variants.map((variant) => variant.number) });
    for (const variant of plan.variants) if (!variant.bundles.includes(id)) variant.bundles.push(id);
  });
  return { items, bundles };
}

/** Fills the shop tables from the catalog (call after seedCatalog, in the same transaction). */
export function seedShop(db: DatabaseSync): { products: number; bundles: number } {
  const rows = db
    .prepare(
      `SELECT v.id, v.master_id, v.article_number, m.en_name, json_extract(m.json, '$.brand') AS brand, m.product_type,
              json_extract(v.json, '$.shopifyGlobalIds') AS gids, json_extract(v.json, '$.images[0]') AS image
       FROM catalog_variants v JOIN catalog_masters m ON m.id = v.master_id
       WHERE json_array_length(v.json, '$.shopifyGlobalIds') > 0
       ORDER BY v.id`,
    )
    .all() as unknown as CatalogRow[];
  const { items, bundles } = buildShop(rows);
  const insertProduct = db.prepare('INSERT INTO shopify_products (number, handle, json) VALUES (?, ?, ?)');
  const insertBundle = db.prepare('INSERT INTO shopify_bundles (id, code, json) VALUES (?, ?, ?)');
  for (const item of items) insertProduct.run(item.number, item.handle, JSON.stringify(item));
  for (const bundle of bundles) insertBundle.run(bundle.id, bundle.code, JSON.stringify(bundle));
  return { products: items.length, bundles: bundles.length };
}
