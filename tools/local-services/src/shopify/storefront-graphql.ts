/**
 * The Storefront API 2025-01 stand-in (CONTRACTS.md "Shopify Storefront API 2025-01"): graphql-js
 * executes every request against the REAL schema (schemas/storefront.schema.json, the file codegen
 * types the site's documents against, loaded with buildClientSchema), with resolvers for the part
 * the site uses: Multipass sign-in (customerAccessTokenCreateWithMultipass), the customer's
 * orders, and the shop (issue 15): products, variants and bundle metaobjects by global id
 * (shop-catalog.ts), the cart and its mutations (cart.ts), priced for `@inContext(country:)`.
 * Anything else in the schema validates and resolves to null (or fails where the schema says
 * non-null), as an unimplemented part should.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { GraphQLError, buildClientSchema, type GraphQLResolveInfo, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { cartStore, cartValue, priceCart, type Attribute, type MutationResult, type StoredCart } from './cart.ts';
import { verifyMultipassToken } from './multipass.ts';
import { loadShop, shopContext, shopValues, type ShopData } from './shop-catalog.ts';
import { ORDER_ID_BASE, type SeedAddress, type SeedOrder } from './seed/orders.ts';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../../schemas/storefront.schema.json');

/** How long a customer access token lives (Shopify's are long-lived; the site asks for a new one per page visit). */
export const CUSTOMER_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Shopify's limit for `first`/`last` on a connection. */
const MAX_PAGE = 250;

/** Tokens issued by the exchange; not seed data, so a reseed keeps them and a restart too. */
const TOKEN_SCHEMA = `
CREATE TABLE IF NOT EXISTS shopify_customer_tokens (
  token TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  first_name TEXT,
  last_name TEXT,
  expires_at TEXT NOT NULL
);`;

let schemaCache: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (!schemaCache) {
    const introspection = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
    schemaCache = buildClientSchema(introspection.data ?? introspection);
  }
  return schemaCache;
}

interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

const cursorOf = (index: number) => Buffer.from(`i:${index}`).toString('base64');
function indexOf(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const match = /^i:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_REQUEST' } });
  return Number(match[1]);
}

/** A Relay connection over a list, as Shopify pages: `first` or `last` is required, at most 250. */
export function connection<T>(
  items: readonly T[],
  args: ConnectionArgs,
): { edges: Array<{ cursor: string; node: T }>; nodes: T[]; pageInfo: Record<string, unknown>; totalCount: string } {
  const { first, last } = args;
  if ((first === undefined || first === null) && (last === undefined || last === null)) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  }
  if ((first ?? 0) > MAX_PAGE || (last ?? 0) > MAX_PAGE)
    throw new GraphQLError(`The maximum page size is ${MAX_PAGE}`, { extensions: { code: 'BAD_REQUEST' } });
  if ((first ?? 0) < 0 || (last ?? 0) < 0)
    throw new GraphQLError('first and last must not be negative', { extensions: { code: 'BAD_REQUEST' } });
  const ordered = args.reverse ? [...items].reverse() : [...items];
  let indexed = ordered.map((node, index) => ({ node, index }));
  const after = indexOf(args.after);
  const before = indexOf(args.before);
  if (after !== null) indexed = indexed.filter(({ index }) => index > after);
  if (before !== null) indexed = indexed.filter(({ index }) => index < before);
  const window = first !== undefined && first !== null ? indexed.slice(0, first) : indexed.slice(Math.max(0, indexed.length - (last ?? 0)));
  const edges = window.map(({ node, index }) => ({ cursor: cursorOf(index), node }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: window.length > 0 ? window.at(-1)!.index < ordered.length - 1 : false,
      hasPreviousPage: window.length > 0 ? window[0]!.index > 0 : false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    // UnsignedInt64 is serialised as a string.
    totalCount: String(items.length),
  };
}

/** MailingAddress.formatted(withName, withCompany): the address as lines, the way Shopify prints them. */
export function formattedAddress(address: SeedAddress, options: { withName?: boolean | null; withCompany?: boolean | null }): string[] {
  const lines: string[] = [];
  if (options.withName) lines.push(`${address.firstName} ${address.lastName}`.trim());
  if ((options.withCompany ?? true) && address.company) lines.push(address.company);
  lines.push(address.address1);
  if (address.address2) lines.push(address.address2);
  lines.push(
    address.countryCodeV2 === 'US'
      ? `${address.city} ${address.provinceCode ?? ''} ${address.zip}`.replace(/\s+/g, ' ').trim()
      : `${address.zip} ${address.city}`,
  );
  lines.push(address.country);
  return lines;
}

function mailingAddress(address: SeedAddress) {
  return {
    __typename: 'MailingAddress',
    ...address,
    name: `${address.firstName} ${address.lastName}`.trim(),
    countryCode: address.countryCodeV2,
    formatted: (args: { withName?: boolean | null; withCompany?: boolean | null }) => formattedAddress(address, args),
    formattedArea: [address.city, address.province, address.country].filter(Boolean).join(', '),
  };
}

function orderValue(order: SeedOrder) {
  return {
    __typename: 'Order',
    ...order,
    // Deprecated twins some clients still ask for.
    totalPriceV2: order.totalPrice,
    subtotalPriceV2: order.subtotalPrice,
    totalShippingPriceV2: order.totalShippingPrice,
    totalTaxV2: order.totalTax,
    totalRefundedV2: order.totalRefunded,
    currentTotalPrice: order.totalPrice,
    currentTotalTax: order.totalTax,
    currentTotalShippingPrice: order.totalShippingPrice,
    customAttributes: [],
    edited: false,
    canceledAt: order.financialStatus === 'VOIDED' ? order.processedAt : null,
    cancelReason: order.financialStatus === 'VOIDED' ? 'CUSTOMER' : null,
    statusUrl: `https://shop.kestrel.example/account/orders/${order.id.split('/').at(-1)}`,
    shippingDiscountAllocations: [],
    billingAddress: mailingAddress(order.billingAddress),
    shippingAddress: mailingAddress(order.shippingAddress),
    lineItems: (args: ConnectionArgs) =>
      connection(
        order.lineItems.map((line) => ({
          __typename: 'OrderLineItem',
          ...line,
          customAttributes: [],
          discountAllocations: [],
          variant: {
            __typename: 'ProductVariant',
            ...line.variant,
            image: line.variant.image
              ? { __typename: 'Image', id: null, width: 800, height: 800, ...line.variant.image, url: () => line.variant.image!.url }
              : null,
          },
        })),
        args,
      ),
  };
}

/**
 * Shopify's search syntax as far as orders need it: `id:{n}` (the numeric id or the whole global
 * id, quotes allowed) and `name:{#1001}`; terms are ANDed. Unknown fields match nothing (Shopify
 * reads them as free text, which finds no order here).
 */
export function matchesOrderQuery(order: SeedOrder, query: string | null | undefined): boolean {
  if (!query?.trim()) return true;
  const terms = query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  return terms.every((term) => {
    if (term.toUpperCase() === 'AND') return true;
    const separator = term.indexOf(':');
    if (separator < 0) return false;
    const field = term.slice(0, separator).toLowerCase();
    const value = term.slice(separator + 1).replace(/^"|"$/g, '');
    if (field === 'id') return value === order.id || value === String(ORDER_ID_BASE + order.orderNumber);
    if (field === 'name') return value.replace(/^#/, '') === String(order.orderNumber);
    return false;
  });
}

type SortKey = 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'RELEVANCE';

function sortOrders(orders: SeedOrder[], sortKey: SortKey | null | undefined): SeedOrder[] {
  const key = sortKey ?? 'ID';
  const value = (order: SeedOrder) =>
    key === 'PROCESSED_AT' ? Date.parse(order.processedAt) : key === 'TOTAL_PRICE' ? Number(order.totalPrice.amount) : order.orderNumber;
  return [...orders].sort((a, b) => value(a) - value(b));
}

/** What a request brings to the resolvers: the store's origin as the client reached it (checkout URLs). */
export interface StorefrontContext extends Record<PropertyKey, unknown> {
  origin: string;
}

/** The root resolvers over the stand-in's tables; `now` is read per call (tests pass a clock). */
export function storefrontRootValue(
  db: DatabaseSync,
  options: { multipassSecret: string; shopOrigin?: string; now?: () => Date; shop?: ShopData },
): Record<string, unknown> {
  db.exec(TOKEN_SCHEMA);
  const now = options.now ?? (() => new Date());
  const shop = options.shop ?? loadShop(db);
  const carts = cartStore(db, shop, now);

  /** The cart as the API shows it: priced for the operation's country when it names one, else the cart's own. */
  function cartOut(cart: StoredCart, context: StorefrontContext, info: GraphQLResolveInfo) {
    const market = shopContext(info);
    const country = market.explicitCountry ? market.country : cart.country;
    const values = shopValues(shop, { ...market, country }, connection);
    return cartValue(cart, priceCart(cart, shop, country), { origin: context.origin, variant: values.variant, connection });
  }

  function payload(result: MutationResult, context: StorefrontContext, info: GraphQLResolveInfo) {
    return {
      cart: result.cart ? cartOut(result.cart, context, info) : null,
      userErrors: result.userErrors.map((error) => ({ __typename: 'CartUserError', ...error })),
      warnings: result.warnings.map((warning) => ({ __typename: 'CartWarning', ...warning })),
    };
  }

  const explicitCountry = (info: GraphQLResolveInfo) => {
    const market = shopContext(info);
    return market.explicitCountry ? market.country : null;
  };
  const values = (info: GraphQLResolveInfo) => shopValues(shop, shopContext(info), connection);
  const insertToken = db.prepare(
    'INSERT INTO shopify_customer_tokens (token, email, first_name, last_name, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const tokenRow = db.prepare('SELECT email, first_name, last_name, expires_at FROM shopify_customer_tokens WHERE token = ?');
  const dropExpired = db.prepare('DELETE FROM shopify_customer_tokens WHERE expires_at < ?');
  const ordersOf = db.prepare('SELECT json FROM shopify_orders WHERE email = ? ORDER BY order_number');

  type LineInput = { merchandiseId: string; quantity?: number | null; attributes?: Attribute[] | null };
  return {
    node: ({ id }: { id: string }, _context: StorefrontContext, info: GraphQLResolveInfo) => values(info).node(id),
    nodes: ({ ids }: { ids: string[] }, _context: StorefrontContext, info: GraphQLResolveInfo) => {
      if (ids.length > MAX_PAGE)
        throw new GraphQLError(`The maximum number of ids is ${MAX_PAGE}`, { extensions: { code: 'BAD_REQUEST' } });
      const shopValuesOfRequest = values(info);
      return ids.map((id) => shopValuesOfRequest.node(id));
    },
    product: ({ id, handle }: { id?: string | null; handle?: string | null }, _context: StorefrontContext, info: GraphQLResolveInfo) => {
      const requestValues = values(info);
      if (id) {
        const found = requestValues.node(id);
        return found?.['__typename'] === 'Product' ? found : null;
      }
      const item = handle ? [...shop.items.values()].find((candidate) => candidate.handle === handle) : undefined;
      return item ? requestValues.product(item) : null;
    },
    cart: ({ id }: { id: string }, context: StorefrontContext, info: GraphQLResolveInfo) => {
      const cart = carts.find(id);
      return cart ? cartOut(cart, context, info) : null;
    },
    cartCreate: (
      {
        input,
      }: {
        input?: {
          lines?: LineInput[] | null;
          discountCodes?: string[] | null;
          note?: string | null;
          attributes?: Attribute[] | null;
          buyerIdentity?: { countryCode?: string | null } | null;
        } | null;
      },
      context: StorefrontContext,
      info: GraphQLResolveInfo,
    ) => payload(carts.create(input ?? {}, input?.buyerIdentity?.countryCode ?? shopContext(info).country), context, info),
    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: LineInput[] }, context: StorefrontContext, info: GraphQLResolveInfo) =>
      payload(carts.addLines(cartId, lines, explicitCountry(info)), context, info),
    cartLinesUpdate: (
      {
        cartId,
        lines,
      }: {
        cartId: string;
        lines: Array<{ id: string; merchandiseId?: string | null; quantity?: number | null; attributes?: Attribute[] | null }>;
      },
      context: StorefrontContext,
      info: GraphQLResolveInfo,
    ) => payload(carts.updateLines(cartId, lines, explicitCountry(info)), context, info),
    cartLinesRemove: ({ cartId, lineIds }: { cartId: string; lineIds: string[] }, context: StorefrontContext, info: GraphQLResolveInfo) =>
      payload(carts.removeLines(cartId, lineIds, explicitCountry(info)), context, info),
    cartDiscountCodesUpdate: (
      { cartId, discountCodes }: { cartId: string; discountCodes?: string[] | null },
      context: StorefrontContext,
      info: GraphQLResolveInfo,
    ) => payload(carts.updateDiscountCodes(cartId, discountCodes, explicitCountry(info)), context, info),
    customerAccessTokenCreateWithMultipass: ({ multipassToken }: { multipassToken: string }) => {
      const result = verifyMultipassToken(multipassToken, options.multipassSecret, { now: now(), shopOrigin: options.shopOrigin });
      if (!result.ok) {
        return {
          customerAccessToken: null,
          customerUserErrors: [{ code: 'INVALID_MULTIPASS_REQUEST', field: ['multipassToken'], message: 'Invalid multipass request' }],
        };
      }
      dropExpired.run(now().toISOString());
      const accessToken = randomBytes(16).toString('hex');
      const expiresAt = new Date(now().getTime() + CUSTOMER_TOKEN_LIFETIME_MS).toISOString();
      insertToken.run(accessToken, result.payload.email, result.payload.first_name ?? null, result.payload.last_name ?? null, expiresAt);
      return { customerAccessToken: { accessToken, expiresAt }, customerUserErrors: [] };
    },
    customer: ({ customerAccessToken }: { customerAccessToken: string }) => {
      const row = tokenRow.get(customerAccessToken) as
        { email: string; first_name: string | null; last_name: string | null; expires_at: string } | undefined;
      if (!row || Date.parse(row.expires_at) <= now().getTime()) return null;
      const orders = () => (ordersOf.all(row.email) as Array<{ json: string }>).map((stored) => JSON.parse(stored.json) as SeedOrder);
      const displayName = [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;
      return {
        __typename: 'Customer',
        id: `gid://shopify/Customer/${Buffer.from(row.email.toLowerCase()).toString('hex').slice(0, 12)}`,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        displayName,
        acceptsMarketing: false,
        tags: [],
        numberOfOrders: () => String(orders().length),
        orders: (args: ConnectionArgs & { query?: string | null; sortKey?: SortKey | null }) =>
          connection(
            sortOrders(
              orders().filter((order) => matchesOrderQuery(order, args.query)),
              args.sortKey,
            ).map(orderValue),
            args,
          ),
      };
    },
  };
}
