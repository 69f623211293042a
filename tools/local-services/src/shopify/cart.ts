/**
 * Carts of the Storefront stand-in (issue 15): stored in `shopify_carts` (outside the seed, like
 * the customer tokens: a reseed or a restart keeps them), changed by the cart mutations with
 * Shopify's userErrors and warnings, priced per market, discounted by the bundle codes.
 *
 * Ids as Shopify's: the cart `gid://shopify/Cart/{token}?key={key}` (its checkout page
 * `{store}/cart/c/{token}?key={key}`), a line `gid://shopify/CartLine/{uuid}?cart={token}`.
 * A discount code is applicable when it names a bundle (case-insensitive) and every variant of
 * that bundle is in the cart; it then takes the bundle's percentage off every line of those
 * variants: a line-level discount, allocated to those lines (`CartLine.discountAllocations`) and
 * already taken off their totals. The order codes (`ORDER_DISCOUNT_CODES`) take their percentage
 * off the whole order: a cart-level discount, allocated to the cart (`Cart.discountAllocations`).
 * As Shopify since API 2022-07: the cart's subtotal is after the line-level discounts and before
 * the cart-level ones; its total after both.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { GraphQLError } from 'graphql';
import { currencyOf, moneyValue, parseGid, priceIn, variantGid, vatOf, type Currency, type ShopData } from './shop-catalog.ts';
import type { ShopBundle, ShopItem } from './seed/shop.ts';

/** Not seed data: a reseed keeps the carts, a restart too. */
const CART_SCHEMA = `
CREATE TABLE IF NOT EXISTS shopify_carts (
  token TEXT PRIMARY KEY,
  key TEXT NOT NULL,
  json TEXT NOT NULL,
  updated_at TEXT NOT NULL
);`;

/** Order discounts (cart-level): code (case-insensitive) → percentage off the order. Applicable to any cart with lines. */
export const ORDER_DISCOUNT_CODES: ReadonlyMap<string, number> = new Map([['welcome-5', 5]]);

/** How many lines a cart may hold (a connection's largest page, so one read shows them all). */
export const MAX_CART_LINES = 250;
/** The largest quantity of one line (a bound for variants that keep selling without stock). */
export const MAX_LINE_QUANTITY = 10_000;
/** How long a cart is kept after its last change (Shopify keeps carts about ten days). */
const CART_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;

export interface Attribute {
  key: string;
  value: string;
}

export interface StoredLine {
  id: string;
  /** Shop number of the variant. */
  number: number;
  quantity: number;
  attributes: Attribute[];
}

export interface StoredCart {
  token: string;
  key: string;
  country: string;
  lines: StoredLine[];
  discountCodes: string[];
  note: string | null;
  attributes: Attribute[];
  createdAt: string;
  updatedAt: string;
}

export interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';
  message: string;
  target: string;
}

export const cartGid = (cart: Pick<StoredCart, 'token' | 'key'>) => `gid://shopify/Cart/${cart.token}?key=${cart.key}`;
export const checkoutUrl = (origin: string, cart: Pick<StoredCart, 'token' | 'key'>) => `${origin}/cart/c/${cart.token}?key=${cart.key}`;
const lineGid = (token: string) => `gid://shopify/CartLine/${randomUUID()}?cart=${token}`;

/** `gid://shopify/Cart/{token}?key={key}` → its parts; null when it is a global id of something else; an error when it is none. */
export function parseCartId(id: string): { token: string; key: string | null } | null {
  if (!parseGid(id) && !/^gid:\/\/shopify\/Cart\//.test(id))
    throw new GraphQLError(`Invalid global id '${id}'`, {
      extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
    });
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]{1,100})(?:\?key=([A-Za-z0-9_-]{1,100}))?$/.exec(id);
  return match?.[1] ? { token: match[1], key: match[2] ?? null } : null;
}

export interface PricedLine {
  line: StoredLine;
  item: ShopItem;
  unitCents: number;
  compareAtCents: number | null;
  subtotalCents: number;
  allocations: Array<{ bundle: ShopBundle; cents: number }>;
  totalCents: number;
}

export interface PricedCart {
  currency: Currency;
  lines: PricedLine[];
  discountCodes: Array<{ code: string; applicable: boolean }>;
  /** The cart-level (order) discounts, per applicable order code. */
  cartAllocations: Array<{ code: string; percentage: number; cents: number }>;
  /** Before any discount (the checkout page's figure). */
  subtotalCents: number;
  /** The lines' totals, after their own discounts: Shopify's `cost.subtotalAmount`. */
  linesTotalCents: number;
  /** After every discount. */
  totalCents: number;
  taxCents: number;
  totalQuantity: number;
}

/** The cart's money in the currency of `country`. */
export function priceCart(cart: StoredCart, shop: ShopData, country: string): PricedCart {
  const currency = currencyOf(country);
  const inCart = new Set(cart.lines.filter((line) => line.quantity > 0).map((line) => line.number));
  const applied = new Map<string, ShopBundle>();
  const orderCodes: Array<{ code: string; percentage: number }> = [];
  const discountCodes = cart.discountCodes.map((code) => {
    const percentage = ORDER_DISCOUNT_CODES.get(code.toLowerCase());
    if (percentage !== undefined) {
      if (inCart.size > 0) orderCodes.push({ code, percentage });
      return { code, applicable: inCart.size > 0 };
    }
    const bundle = shop.bundleByCode.get(code.toLowerCase());
    const applicable = bundle !== undefined && bundle.variants.length > 0 && bundle.variants.every((number) => inCart.has(number));
    if (applicable) applied.set(code, bundle);
    return { code, applicable };
  });
  const lines = cart.lines.flatMap((line): PricedLine[] => {
    const item = shop.items.get(line.number);
    if (!item) return [];
    const unitCents = priceIn(item.priceCents, currency);
    const subtotalCents = unitCents * line.quantity;
    const allocations = [...applied.values()]
      .filter((bundle) => bundle.variants.includes(line.number))
      .map((bundle) => ({ bundle, cents: Math.round((subtotalCents * bundle.amount) / 100) }));
    const discount = Math.min(
      subtotalCents,
      allocations.reduce((sum, allocation) => sum + allocation.cents, 0),
    );
    return [
      {
        line,
        item,
        unitCents,
        compareAtCents: item.compareAtCents === null ? null : priceIn(item.compareAtCents, currency),
        subtotalCents,
        allocations,
        totalCents: subtotalCents - discount,
      },
    ];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const linesTotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  // Order discounts, each off what the lines' own discounts left, never below zero together.
  let left = linesTotalCents;
  const cartAllocations = orderCodes.map(({ code, percentage }) => {
    const cents = Math.min(left, Math.round((linesTotalCents * percentage) / 100));
    left -= cents;
    return { code, percentage, cents };
  });
  const totalCents = left;
  const vat = vatOf(country);
  return {
    currency,
    lines,
    discountCodes,
    cartAllocations,
    subtotalCents,
    linesTotalCents,
    totalCents,
    taxCents: Math.round((totalCents * vat) / (100 + vat)),
    totalQuantity: lines.reduce((sum, line) => sum + line.line.quantity, 0),
  };
}

const sameAttributes = (a: Attribute[], b: Attribute[]) =>
  JSON.stringify([...a].sort((x, y) => x.key.localeCompare(y.key))) === JSON.stringify([...b].sort((x, y) => x.key.localeCompare(y.key)));

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

export type MutationResult = { cart: StoredCart | null; userErrors: UserError[]; warnings: CartWarning[] };

const CART_NOT_FOUND: UserError = { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' };

/** The cart table and the cart operations; every change is written at once. */
export function cartStore(db: DatabaseSync, shop: ShopData, now: () => Date) {
  db.exec(CART_SCHEMA);
  const select = db.prepare('SELECT key, json FROM shopify_carts WHERE token = ?');
  const upsert = db.prepare(
    'INSERT INTO shopify_carts (token, key, json, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (token) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at',
  );
  const dropStale = db.prepare('DELETE FROM shopify_carts WHERE updated_at < ?');

  function find(id: string): StoredCart | null {
    const parsed = parseCartId(id);
    if (!parsed || parsed.key === null) return null;
    const row = select.get(parsed.token) as { key: string; json: string } | undefined;
    if (!row || row.key !== parsed.key) return null;
    const cart = JSON.parse(row.json) as StoredCart;
    return Date.parse(cart.updatedAt) + CART_LIFETIME_MS < now().getTime() ? null : cart;
  }

  function save(cart: StoredCart): StoredCart {
    cart.updatedAt = now().toISOString();
    upsert.run(cart.token, cart.key, JSON.stringify(cart), cart.updatedAt);
    return cart;
  }

  /** The variant behind a merchandise id, or the userError Shopify gives for it. */
  function merchandise(id: string, field: string[]): ShopItem | UserError {
    const parsed = /^gid:\/\/shopify\/ProductVariant\/(\d{1,18})$/.exec(id);
    const item = parsed ? shop.items.get(Number(parsed[1])) : undefined;
    return item ?? { code: 'INVALID', field, message: `The merchandise with id ${id} does not exist.` };
  }

  function quantityError(quantity: number, field: string[], minimum: 0 | 1): UserError | null {
    if (!Number.isInteger(quantity) || quantity < minimum)
      return {
        code: 'INVALID',
        field,
        message: minimum === 1 ? 'The quantity must be greater than 0.' : 'The quantity must not be negative.',
      };
    if (quantity > MAX_LINE_QUANTITY)
      return { code: 'MAXIMUM_EXCEEDED', field, message: `The quantity must be at most ${MAX_LINE_QUANTITY}.` };
    return null;
  }

  /** Shopify's stock rules after a change: sold-out lines go (MERCHANDISE_OUT_OF_STOCK), others are cut to the stock (MERCHANDISE_NOT_ENOUGH_STOCK). */
  function applyStock(cart: StoredCart, touched: Set<string>): CartWarning[] {
    const warnings: CartWarning[] = [];
    cart.lines = cart.lines.filter((line) => {
      if (!touched.has(line.id)) return true;
      const item = shop.items.get(line.number);
      if (!item) return false;
      if (!item.availableForSale) {
        warnings.push({
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: `The product '${item.title}' is already sold out.`,
          target: variantGid(item.number),
        });
        return false;
      }
      if (!item.currentlyNotInStock) {
        const total = cart.lines.filter((other) => other.number === line.number).reduce((sum, other) => sum + other.quantity, 0);
        if (total > item.quantityAvailable) {
          line.quantity = Math.max(0, line.quantity - (total - item.quantityAvailable));
          warnings.push({
            code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
            message: `Only ${item.quantityAvailable} items were added to your cart due to availability.`,
            target: line.id,
          });
          if (line.quantity === 0) return false;
        }
      }
      return true;
    });
    return warnings;
  }

  function addLines(cart: StoredCart, lines: LineInput[], field: string[]): { userErrors: UserError[]; touched: Set<string> } {
    const userErrors: UserError[] = [];
    const touched = new Set<string>();
    const resolved = lines.map((line, index) => {
      const path = [...field, String(index)];
      const item = merchandise(line.merchandiseId, [...path, 'merchandiseId']);
      if ('code' in item) userErrors.push(item);
      const quantity = line.quantity ?? 1;
      const error = quantityError(quantity, [...path, 'quantity'], 1);
      if (error) userErrors.push(error);
      return { item, quantity, attributes: (line.attributes ?? []).map(({ key, value }) => ({ key, value })) };
    });
    if (userErrors.length > 0) return { userErrors, touched };
    for (const { item, quantity, attributes } of resolved) {
      const number = (item as ShopItem).number;
      const same = cart.lines.find((line) => line.number === number && sameAttributes(line.attributes, attributes));
      if (same) {
        same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + quantity);
        touched.add(same.id);
      } else {
        const line = { id: lineGid(cart.token), number, quantity, attributes };
        cart.lines.push(line);
        touched.add(line.id);
      }
    }
    if (cart.lines.length > MAX_CART_LINES)
      return {
        userErrors: [{ code: 'MAXIMUM_EXCEEDED', field: [...field], message: `A cart can hold at most ${MAX_CART_LINES} lines.` }],
        touched,
      };
    return { userErrors, touched };
  }

  /** Codes as the buyer typed them, trimmed, blanks dropped, each once (case-insensitive, the first spelling kept). */
  function dedupe(codes: readonly string[]): string[] {
    const seen = new Set<string>();
    return codes
      .map((code) => code.trim())
      .filter((code) => {
        const folded = code.toLowerCase();
        if (!code || seen.has(folded)) return false;
        seen.add(folded);
        return true;
      });
  }

  /** Runs a change on a copy of the cart; keeps it only when there are no userErrors. */
  function change(
    cartId: string,
    country: string | null,
    apply: (cart: StoredCart) => { userErrors: UserError[]; warnings?: CartWarning[] },
  ): MutationResult {
    const stored = find(cartId);
    if (!stored) return { cart: null, userErrors: [CART_NOT_FOUND], warnings: [] };
    const cart = structuredClone(stored);
    if (country) cart.country = country;
    const { userErrors, warnings = [] } = apply(cart);
    if (userErrors.length > 0) return { cart: null, userErrors, warnings: [] };
    return { cart: save(cart), userErrors: [], warnings };
  }

  return {
    find,

    create(
      input: { lines?: LineInput[] | null; discountCodes?: string[] | null; note?: string | null; attributes?: Attribute[] | null },
      country: string,
    ): MutationResult {
      dropStale.run(new Date(now().getTime() - CART_LIFETIME_MS).toISOString());
      const at = now().toISOString();
      const cart: StoredCart = {
        token: randomBytes(16).toString('hex'),
        key: randomBytes(16).toString('hex'),
        country,
        lines: [],
        discountCodes: dedupe(input.discountCodes ?? []),
        note: input.note ?? null,
        attributes: (input.attributes ?? []).map(({ key, value }) => ({ key, value })),
        createdAt: at,
        updatedAt: at,
      };
      const { userErrors, touched } = addLines(cart, input.lines ?? [], ['input', 'lines']);
      if (userErrors.length > 0) return { cart: null, userErrors, warnings: [] };
      const warnings = applyStock(cart, touched);
      return { cart: save(cart), userErrors: [], warnings };
    },

    addLines: (cartId: string, lines: LineInput[], country: string | null) =>
      change(cartId, country, (cart) => {
        const { userErrors, touched } = addLines(cart, lines, ['lines']);
        return { userErrors, warnings: userErrors.length ? [] : applyStock(cart, touched) };
      }),

    updateLines: (cartId: string, lines: LineUpdateInput[], country: string | null) =>
      change(cartId, country, (cart) => {
        const userErrors: UserError[] = [];
        const touched = new Set<string>();
        lines.forEach((input, index) => {
          const path = ['lines', String(index)];
          const line = cart.lines.find((candidate) => candidate.id === input.id);
          if (!line) {
            userErrors.push({
              code: 'INVALID',
              field: [...path, 'id'],
              message: `The merchandise line with id ${input.id} does not exist.`,
            });
            return;
          }
          if (input.merchandiseId !== undefined && input.merchandiseId !== null) {
            const item = merchandise(input.merchandiseId, [...path, 'merchandiseId']);
            if ('code' in item) userErrors.push(item);
            else line.number = item.number;
          }
          if (input.quantity !== undefined && input.quantity !== null) {
            const error = quantityError(input.quantity, [...path, 'quantity'], 0);
            if (error) userErrors.push(error);
            else line.quantity = input.quantity;
          }
          if (input.attributes) line.attributes = input.attributes.map(({ key, value }) => ({ key, value }));
          touched.add(line.id);
        });
        // Quantity 0 removes the line, as Shopify does.
        cart.lines = cart.lines.filter((line) => line.quantity > 0);
        return { userErrors, warnings: userErrors.length ? [] : applyStock(cart, touched) };
      }),

    removeLines: (cartId: string, lineIds: string[], country: string | null) =>
      change(cartId, country, (cart) => {
        const userErrors: UserError[] = [];
        lineIds.forEach((id, index) => {
          if (!cart.lines.some((line) => line.id === id))
            userErrors.push({
              code: 'INVALID',
              field: ['lineIds', String(index)],
              message: `The merchandise line with id ${id} does not exist.`,
            });
        });
        cart.lines = cart.lines.filter((line) => !lineIds.includes(line.id));
        return { userErrors };
      }),

    updateDiscountCodes: (cartId: string, codes: string[] | null | undefined, country: string | null) =>
      change(cartId, country, (cart) => {
        cart.discountCodes = dedupe(codes ?? []);
        return { userErrors: [] };
      }),
  };
}

export type CartStore = ReturnType<typeof cartStore>;

/** The GraphQL value of a cart: money in `country`'s currency, lines as a connection of CartLines. */
export function cartValue(
  cart: StoredCart,
  priced: PricedCart,
  options: {
    origin: string;
    variant: (item: ShopItem) => Record<string, unknown>;
    connection: <T>(items: readonly T[], args: Record<string, unknown>) => unknown;
  },
): Record<string, unknown> {
  const money = (cents: number) => moneyValue(cents, priced.currency);
  const attributeOf =
    (attributes: Attribute[]) =>
    ({ key }: { key: string }) => {
      const found = attributes.find((attribute) => attribute.key === key);
      return found ? { __typename: 'Attribute', ...found } : null;
    };
  const application = (bundle: ShopBundle) => ({
    __typename: 'CartDiscountApplication',
    allocationMethod: 'EACH',
    targetSelection: 'ENTITLED',
    targetType: 'LINE_ITEM',
    value: { __typename: 'PricingPercentageValue', percentage: bundle.amount },
  });
  const lines = priced.lines.map((line) => {
    const cost = {
      __typename: 'CartLineCost',
      amountPerQuantity: money(line.unitCents),
      compareAtAmountPerQuantity: line.compareAtCents === null ? null : money(line.compareAtCents),
      subtotalAmount: money(line.subtotalCents),
      totalAmount: money(line.totalCents),
    };
    return {
      __typename: 'CartLine',
      id: line.line.id,
      quantity: line.line.quantity,
      attributes: line.line.attributes.map((attribute) => ({ __typename: 'Attribute', ...attribute })),
      attribute: attributeOf(line.line.attributes),
      cost,
      estimatedCost: {
        __typename: 'CartLineEstimatedCost',
        amount: cost.amountPerQuantity,
        compareAtAmount: cost.compareAtAmountPerQuantity,
        subtotalAmount: cost.subtotalAmount,
        totalAmount: cost.totalAmount,
      },
      discountAllocations: line.allocations.map((allocation) => ({
        __typename: 'CartCodeDiscountAllocation',
        code: allocation.bundle.code,
        discountedAmount: money(allocation.cents),
        targetType: 'LINE_ITEM',
        discountApplication: application(allocation.bundle),
      })),
      merchandise: options.variant(line.item),
      sellingPlanAllocation: null,
    };
  });
  const cost = {
    __typename: 'CartCost',
    // Shopify: "before taxes and cart-level discounts", so after the lines' own.
    subtotalAmount: money(priced.linesTotalCents),
    subtotalAmountEstimated: false,
    totalAmount: money(priced.totalCents),
    totalAmountEstimated: false,
    totalTaxAmount: money(priced.taxCents),
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
    // Shopify since 2024-04: "before taxes and discounts".
    checkoutChargeAmount: money(priced.subtotalCents),
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: checkoutUrl(options.origin, cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    totalQuantity: priced.totalQuantity,
    attributes: cart.attributes.map((attribute) => ({ __typename: 'Attribute', ...attribute })),
    attribute: attributeOf(cart.attributes),
    buyerIdentity: {
      __typename: 'CartBuyerIdentity',
      countryCode: cart.country,
      email: null,
      phone: null,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    discountCodes: priced.discountCodes.map((code) => ({ __typename: 'CartDiscountCode', ...code })),
    // The cart-level discounts only (the order codes); a bundle code's allocations are on its lines.
    discountAllocations: priced.cartAllocations.map((allocation) => ({
      __typename: 'CartCodeDiscountAllocation',
      code: allocation.code,
      discountedAmount: money(allocation.cents),
      targetType: 'LINE_ITEM',
      discountApplication: {
        __typename: 'CartDiscountApplication',
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: { __typename: 'PricingPercentageValue', percentage: allocation.percentage },
      },
    })),
    appliedGiftCards: [],
    cost,
    estimatedCost: {
      __typename: 'CartEstimatedCost',
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
      totalTaxAmount: cost.totalTaxAmount,
      totalDutyAmount: null,
      checkoutChargeAmount: cost.checkoutChargeAmount,
    },
    lines: (args: Record<string, unknown>) => options.connection(lines, args),
    metafield: () => null,
    metafields: ({ identifiers }: { identifiers: unknown[] }) => identifiers.map(() => null),
  };
}
