/**
 * Seeded Storefront orders of the demo customers (issue 14), by e-mail (src/oidc/seed/customers.ts):
 * Anna Keller a few, Jonas Weber many (more than ten, so sorting shows), everyone else none. Line
 * items are real catalog variants of the technologies shop (article numbers, titles, images from
 * product-data's tables, seeded before this). Deterministic: no clock, no randomness.
 *
 * Amounts follow Shopify's model with prices excluding tax: a line's discountedTotalPrice is its
 * originalTotalPrice less its discount allocation; subtotalPrice is the sum of discounted line
 * totals; totalTax = rate × (subtotalPrice + shipping), rounded to the cent; totalPrice =
 * subtotalPrice + shipping + tax. So the site's derived view (spec account §3) gives back the rate.
 */
import type { DatabaseSync } from 'node:sqlite';
import { SHOP_SCHEMA, SHOP_TABLES, seedShop } from './shop.ts';

export const ORDER_FINANCIAL_STATUSES = [
  'AUTHORIZED',
  'PAID',
  'PARTIALLY_PAID',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'VOIDED',
] as const;
export const ORDER_FULFILLMENT_STATUSES = [
  'FULFILLED',
  'IN_PROGRESS',
  'ON_HOLD',
  'OPEN',
  'PARTIALLY_FULFILLED',
  'PENDING_FULFILLMENT',
  'RESTOCKED',
  'SCHEDULED',
  'UNFULFILLED',
] as const;

export interface SeedMoney {
  amount: string;
  currencyCode: string;
}

export interface SeedAddress {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  zip: string;
  city: string;
  province: string | null;
  provinceCode: string | null;
  country: string;
  countryCodeV2: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface SeedLineItem {
  title: string;
  quantity: number;
  currentQuantity: number;
  originalTotalPrice: SeedMoney;
  discountedTotalPrice: SeedMoney;
  variant: { id: string; sku: string; title: string; image: { url: string; altText: string } | null; price: SeedMoney };
}

export interface SeedOrder {
  id: string;
  name: string;
  orderNumber: number;
  email: string;
  processedAt: string;
  currencyCode: string;
  financialStatus: (typeof ORDER_FINANCIAL_STATUSES)[number];
  fulfillmentStatus: (typeof ORDER_FULFILLMENT_STATUSES)[number];
  subtotalPrice: SeedMoney;
  currentSubtotalPrice: SeedMoney;
  totalShippingPrice: SeedMoney;
  totalTax: SeedMoney;
  totalPrice: SeedMoney;
  originalTotalPrice: SeedMoney;
  totalRefunded: SeedMoney;
  billingAddress: SeedAddress;
  shippingAddress: SeedAddress;
  lineItems: SeedLineItem[];
}

/** The vendor's seed tables: orders here, the shop's products and bundles in shop.ts. */
export const SHOPIFY_TABLES = ['shopify_orders', ...SHOP_TABLES];

export const SHOPIFY_SCHEMA = `
CREATE TABLE shopify_orders (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  order_number INTEGER NOT NULL UNIQUE,
  json TEXT NOT NULL
);
CREATE INDEX shopify_orders_by_email ON shopify_orders (email, order_number);
${SHOP_SCHEMA}`;

/** Numeric part of an order's global id (`gid://shopify/Order/{n}`): the order number plus this. */
export const ORDER_ID_BASE = 5_400_000_000_000;

interface AddressSeed extends Omit<SeedAddress, 'id' | 'firstName' | 'lastName'> {
  key: string;
}

const ADDRESSES: Record<string, AddressSeed> = {
  zurich: {
    key: 'zurich',
    company: 'Keller Kunststofftechnik AG',
    address1: 'Hardturmstrasse 161',
    address2: null,
    zip: '8005',
    city: 'Zürich',
    province: 'Zürich',
    provinceCode: 'ZH',
    country: 'Switzerland',
    countryCodeV2: 'CH',
    phone: '+41445551234',
    latitude: 47.3928,
    longitude: 8.5085,
  },
  bern: {
    key: 'bern',
    company: null,
    address1: 'Kramgasse 12',
    address2: '3. Stock',
    zip: '3011',
    city: 'Bern',
    province: 'Bern',
    provinceCode: 'BE',
    country: 'Switzerland',
    countryCodeV2: 'CH',
    phone: null,
    latitude: 46.9479,
    longitude: 7.4474,
  },
  munich: {
    key: 'munich',
    company: 'Weber Dichtungsbahnen GmbH',
    address1: 'Landsberger Straße 300',
    address2: null,
    zip: '80687',
    city: 'München',
    province: 'Bayern',
    provinceCode: 'BY',
    country: 'Germany',
    countryCodeV2: 'DE',
    phone: '+49895550199',
    latitude: 48.1413,
    longitude: 11.5053,
  },
  stuttgart: {
    key: 'stuttgart',
    company: 'Weber Dichtungsbahnen GmbH',
    address1: 'Heilbronner Straße 86',
    address2: 'Lager Tor 4',
    zip: '70191',
    city: 'Stuttgart',
    province: 'Baden-Württemberg',
    provinceCode: 'BW',
    country: 'Germany',
    countryCodeV2: 'DE',
    phone: null,
    latitude: 48.7966,
    longitude: 9.1846,
  },
  chicago: {
    key: 'chicago',
    company: 'Weber Roofing Inc.',
    address1: '233 S Wacker Dr',
    address2: 'Suite 8400',
    zip: '60606',
    city: 'Chicago',
    province: 'Illinois',
    provinceCode: 'IL',
    country: 'United States',
    countryCodeV2: 'US',
    phone: '+13125550142',
    latitude: 41.8789,
    longitude: -87.6359,
  },
  basel: {
    key: 'basel',
    company: 'Weber Dichtungsbahnen GmbH',
    address1: 'Hochbergerstrasse 70',
    address2: null,
    zip: '4057',
    city: 'Basel',
    province: 'Basel-Stadt',
    provinceCode: 'BS',
    country: 'Switzerland',
    countryCodeV2: 'CH',
    phone: '+41615550100',
    latitude: 47.5739,
    longitude: 7.5922,
  },
};

/** One order to seed: who, when, which catalog variants (index into the shop's variant list) and the money facts. */
interface OrderPlan {
  email: string;
  firstName: string;
  lastName: string;
  processedAt: string;
  currency: 'CHF' | 'EUR' | 'USD';
  /** Tax rate on (discounted subtotal + shipping); 0 for tax-free orders. */
  taxRate: number;
  shipping: number;
  /** Percentage taken off the first line (a discount code), 0 for none. */
  discountPercent: number;
  lines: Array<[variantIndex: number, quantity: number]>;
  financialStatus: SeedOrder['financialStatus'];
  fulfillmentStatus: SeedOrder['fulfillmentStatus'];
  billing: keyof typeof ADDRESSES;
  shipping_: keyof typeof ADDRESSES;
}

const ANNA = { email: 'anna.keller@example.com', firstName: 'Anna', lastName: 'Keller' };
const JONAS = { email: 'jonas.weber@example.com', firstName: 'Jonas', lastName: 'Weber' };

/** In the order they were placed (order numbers count up from 1001 in this order). */
const PLANS: OrderPlan[] = [
  {
    ...JONAS,
    processedAt: '2024-02-06T09:12:00Z',
    currency: 'EUR',
    taxRate: 0.19,
    shipping: 18,
    discountPercent: 0,
    lines: [[0, 1]],
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    billing: 'munich',
    shipping_: 'munich',
  },
  {
    ...ANNA,
    processedAt: '2024-03-14T10:30:00Z',
    currency: 'CHF',
    taxRate: 0.081,
    shipping: 12.5,
    discountPercent: 0,
    lines: [
      [1, 1],
      [2, 2],
    ],
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    billing: 'zurich',
    shipping_: 'zurich',
  },
  {
    ...JONAS,
    processedAt: '2024-04-22T14:05:00Z',
    currency: 'CHF',
    taxRate: 0.081,
    shipping: 0,
    discountPercent: 10,
    lines: [
      [3, 2],
      [4, 1],
    ],
    financialStatus: 'PARTIALLY_REFUNDED',
    fulfillmentStatus: 'RESTOCKED',
    billing: 'basel',
    shipping_: 'basel',
  },
  {
    ...JONAS,
    processedAt: '2024-06-03T08:45:00Z',
    currency: 'USD',
    taxRate: 0,
    shipping: 45,
    discountPercent: 0,
    lines: [
      [5, 1],
      [6, 3],
    ],
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    billing: 'chicago',
    shipping_: 'chicago',
  },
  {
    ...JONAS,
    processedAt: '2024-07-19T16:20:00Z',
    currency: 'EUR',
    taxRate: 0.19,
    shipping: 18,
    discountPercent: 15,
    lines: [
      [7, 1],
      [8, 1],
      [9, 4],
    ],
    financialStatus: 'PAID',
    fulfillmentStatus: 'PARTIALLY_FULFILLED',
    billing: 'munich',
    shipping_: 'stuttgart',
  },
  {
    ...ANNA,
    processedAt: '2024-09-09T11:00:00Z',
    currency: 'CHF',
    taxRate: 0,
    shipping: 0,
    discountPercent: 0,
    lines: [[10, 1]],
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    billing: 'zurich',
    shipping_: 'bern',
  },
  {
    ...JONAS,
    processedAt: '2024-09-30T07:55:00Z',
    currency: 'CHF',
    taxRate: 0.081,
    shipping: 12.5,
    discountPercent: 0,
    lines: [[11, 1]],
    financialStatus: 'REFUNDED',
    fulfillmentStatus: 'UNFULFILLED',
    billing: 'basel',
    shipping_: 'basel',
  },
  {
    ...JONAS,
    processedAt: '2024-11-12T13:40:00Z',
    currency: 'EUR',
    taxRate: 0.19,
    shipping: 0,
    discountPercent: 0,
    lines: [
      [12, 2],
      [13, 2],
    ],
    financialStatus: 'VOIDED',
    fulfillmentStatus: 'UNFULFILLED',
    billing: 'munich',
    shipping_: 'munich',
  },
  {
    ...JONAS,
    processedAt: '2025-01-08T09:00:00Z',
    currency: 'USD',
    taxRate: 0.1025,
    shipping: 45,
    discountPercent: 5,
    lines: [
      [14, 1],
      [15, 1],
    ],
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    billing: 'chicago',
    shipping_: 'chicago',
  },
  {
    ...JONAS,
    processedAt: '2025-03-17T15:15:00Z',
    currency: 'CHF',
    taxRate: 0.081,
    shipping: 12.5,
    discountPercent: 0,
    lines: [
      [16, 1],
      [17, 2],
      [18, 1],
    ],
    financialStatus: 'PARTIALLY_PAID',
    fulfillmentStatus: 'SCHEDULED',
    billing: 'basel',
    shipping_: 'basel',
  },
  {
    ...ANNA,
    processedAt: '2025-05-02T12:10:00Z',
    currency: 'CHF',
    taxRate: 0.081,
    shipping: 12.5,
    discountPercent: 20,
    lines: [
      [19, 1],
      [20, 1],
    ],
    financialStatus: 'AUTHORIZED',
    fulfillmentStatus: 'IN_PROGRESS',
    billing: 'zurich',
    shipping_: 'zurich',
  },
  {
    ...JONAS,
    processedAt: '2025-06-24T10:25:00Z',
    currency: 'EUR',
    taxRate: 0.19,
    shipping: 18,
    discountPercent: 0,
    lines: [[21, 1]],
    financialStatus: 'PENDING',
    fulfillmentStatus: 'ON_HOLD',
    billing: 'munich',
    shipping_: 'munich',
  },
  {
    ...JONAS,
    processedAt: '2025-08-11T08:05:00Z',
    currency: 'CHF',
    taxRate: 0.081,
    shipping: 0,
    discountPercent: 0,
    lines: [[22, 5]],
    financialStatus: 'PAID',
    fulfillmentStatus: 'OPEN',
    billing: 'basel',
    shipping_: 'basel',
  },
  {
    ...JONAS,
    processedAt: '2025-09-29T17:45:00Z',
    currency: 'USD',
    taxRate: 0,
    shipping: 45,
    discountPercent: 12.5,
    lines: [
      [23, 2],
      [24, 1],
    ],
    financialStatus: 'AUTHORIZED',
    fulfillmentStatus: 'PENDING_FULFILLMENT',
    billing: 'chicago',
    shipping_: 'chicago',
  },
  {
    ...JONAS,
    processedAt: '2025-10-20T11:35:00Z',
    currency: 'EUR',
    taxRate: 0.19,
    shipping: 18,
    discountPercent: 0,
    lines: [
      [25, 1],
      [26, 1],
    ],
    financialStatus: 'PENDING',
    fulfillmentStatus: 'UNFULFILLED',
    billing: 'munich',
    shipping_: 'stuttgart',
  },
  {
    ...JONAS,
    processedAt: '2025-11-03T09:50:00Z',
    currency: 'CHF',
    taxRate: 0.081,
    shipping: 12.5,
    discountPercent: 0,
    lines: [[27, 1]],
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    billing: 'basel',
    shipping_: 'basel',
  },
];

/** Shop prices are per currency (no conversion at checkout): a CHF list price, EUR and USD price lists. */
const CURRENCY_FACTOR: Record<OrderPlan['currency'], number> = { CHF: 1, EUR: 1.05, USD: 1.15 };

const cents = (value: number) => Math.round(value * 100);
const money = (valueCents: number, currencyCode: string): SeedMoney => ({ amount: (valueCents / 100).toFixed(2), currencyCode });

interface ShopVariant {
  id: number;
  article_number: string;
  en_name: string;
  image: string | null;
}

/** A deterministic CHF list price for a variant (cents). */
function listPriceCents(variantId: number): number {
  return 4900 + ((variantId * 7919) % 160) * 2500;
}

function addressOf(
  seed: AddressSeed,
  person: { firstName: string; lastName: string },
  orderNumber: number,
  role: 'billing' | 'shipping',
): SeedAddress {
  const { key, ...rest } = seed;
  return {
    id: `gid://shopify/MailingAddress/${orderNumber}${role === 'billing' ? 1 : 2}?model_name=Address&key=${key}`,
    firstName: person.firstName,
    lastName: person.lastName,
    ...rest,
  };
}

export function buildOrders(variants: readonly ShopVariant[]): SeedOrder[] {
  if (variants.length === 0) throw new Error('shopify seed: the catalog has no technologies variants to order');
  return PLANS.map((plan, index) => {
    const orderNumber = 1001 + index;
    const factor = CURRENCY_FACTOR[plan.currency];
    const lineItems = plan.lines.map(([variantIndex, quantity], lineIndex): SeedLineItem => {
      const variant = variants[(variantIndex * 13) % variants.length]!;
      const unit = Math.round((listPriceCents(variant.id) * factor) / 100) * 100;
      const original = unit * quantity;
      const discounted =
        lineIndex === 0 && plan.discountPercent > 0 ? original - Math.round((original * plan.discountPercent) / 100) : original;
      return {
        title: variant.en_name,
        quantity,
        currentQuantity: plan.financialStatus === 'REFUNDED' || plan.fulfillmentStatus === 'RESTOCKED' ? 0 : quantity,
        originalTotalPrice: money(original, plan.currency),
        discountedTotalPrice: money(discounted, plan.currency),
        variant: {
          id: `gid://shopify/ProductVariant/${7_000_000_000 + variant.id * 10}`,
          sku: variant.article_number,
          title: variant.article_number,
          image: variant.image ? { url: `/-/media/${variant.image}.jpg`, altText: variant.en_name } : null,
          price: money(unit, plan.currency),
        },
      };
    });
    const subtotal = lineItems.reduce((sum, line) => sum + cents(Number(line.discountedTotalPrice.amount)), 0);
    const shipping = cents(plan.shipping * factor);
    const tax = Math.round((subtotal + shipping) * plan.taxRate);
    const total = subtotal + shipping + tax;
    const refunded =
      plan.financialStatus === 'REFUNDED' ? total : plan.financialStatus === 'PARTIALLY_REFUNDED' ? Math.round(total / 4) : 0;
    return {
      id: `gid://shopify/Order/${ORDER_ID_BASE + orderNumber}`,
      name: `#${orderNumber}`,
      orderNumber,
      email: plan.email,
      processedAt: plan.processedAt,
      currencyCode: plan.currency,
      financialStatus: plan.financialStatus,
      fulfillmentStatus: plan.fulfillmentStatus,
      subtotalPrice: money(subtotal, plan.currency),
      currentSubtotalPrice: money(subtotal, plan.currency),
      totalShippingPrice: money(shipping, plan.currency),
      totalTax: money(tax, plan.currency),
      totalPrice: money(total, plan.currency),
      originalTotalPrice: money(total, plan.currency),
      totalRefunded: money(refunded, plan.currency),
      billingAddress: addressOf(ADDRESSES[plan.billing]!, plan, orderNumber, 'billing'),
      shippingAddress: addressOf(ADDRESSES[plan.shipping_]!, plan, orderNumber, 'shipping'),
      lineItems,
    };
  });
}

/** Fills shopify_orders from the catalog's technologies variants, and the shop's tables (call after seedCatalog, in the same transaction). */
export function seedShopify(db: DatabaseSync): number {
  seedShop(db);
  const variants = db
    .prepare(
      `SELECT v.id, v.article_number, m.en_name, json_extract(v.json, '$.images[0]') AS image
       FROM catalog_variants v
       JOIN catalog_master_sites s ON s.master_id = v.master_id AND s.site = 'technologies'
       JOIN catalog_masters m ON m.id = v.master_id
       ORDER BY v.id LIMIT 400`,
    )
    .all() as unknown as ShopVariant[];
  const insert = db.prepare('INSERT INTO shopify_orders (id, email, order_number, json) VALUES (?, ?, ?, ?)');
  const orders = buildOrders(variants);
  for (const order of orders) insert.run(ORDER_ID_BASE + order.orderNumber, order.email, order.orderNumber, JSON.stringify(order));
  return orders.length;
}
