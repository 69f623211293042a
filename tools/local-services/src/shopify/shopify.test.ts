/**
 * Contract of the Storefront stand-in as the site's order pages use it (spec account §7 "Order
 * calls"): the access-token header, Multipass → customer access token, the customer's orders
 * (first 250) and one order by `id:` query, with GraphQL errors the Shopify way. The Multipass
 * tokens here are made independently, from Shopify's description (CONTRACTS.md); the site's own
 * maker meets this stand-in in libs/shop/data-access's round-trip test and in e2e.
 */
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';
import { LOCAL_MULTIPASS_SECRET, verifyMultipassToken } from './multipass.ts';
import { LOCAL_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from './routes.ts';
import { ORDER_FULFILLMENT_STATUSES, ORDER_ID_BASE } from './seed/orders.ts';
import { formattedAddress, matchesOrderQuery } from './storefront-graphql.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestApp({ products: 40, apiKey: 'test-key' });
});
afterAll(() => app.close());

/** A Multipass token as Shopify documents it (its Ruby sample): SHA-256 keys, AES-128-CBC, HMAC-SHA256 over IV ‖ ciphertext. */
function multipass(payload: Record<string, unknown>, secret = LOCAL_MULTIPASS_SECRET): string {
  const keys = createHash('sha256').update(secret).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', keys.subarray(0, 16), iv);
  const ciphertext = Buffer.concat([iv, cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', keys.subarray(16, 32)).update(ciphertext).digest();
  return Buffer.concat([ciphertext, signature]).toString('base64url');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function storefront(
  query: string,
  variables: Record<string, unknown> = {},
  token: string | null = LOCAL_STOREFRONT_TOKEN,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${app.base}${STOREFRONT_API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'X-Shopify-Storefront-Access-Token': token }) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

const EXCHANGE = `mutation Exchange($multipassToken: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;

const ORDERS = `query Orders($customerAccessToken: String!, $query: String) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: 250, query: $query) {
      totalCount
      nodes {
        id orderNumber processedAt financialStatus fulfillmentStatus
        totalPrice { amount currencyCode } subtotalPrice { amount currencyCode } totalTax { amount currencyCode }
        totalShippingPrice { amount currencyCode }
        shippingAddress { formatted(withName: true) countryCodeV2 }
        lineItems(first: 250) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount } variant { sku image { url } } } }
      }
    }
  }
}`;

async function accessTokenFor(email: string): Promise<string> {
  const { body } = await storefront(EXCHANGE, { multipassToken: multipass({ email, created_at: new Date().toISOString() }) });
  return body.data.customerAccessTokenCreateWithMultipass.customerAccessToken.accessToken;
}

describe('access token header', () => {
  it('answers 401 without the storefront access token, or with another one', async () => {
    for (const token of [null, 'wrong-token']) {
      const { status, body } = await storefront('{ shop { name } }', {}, token);
      expect(status).toBe(401);
      expect(body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
  });

  it("takes a server's private token (with the buyer's address) instead of the public one, and refuses a wrong one", async () => {
    const ask = (headers: Record<string, string>) =>
      fetch(`${app.base}${STOREFRONT_API_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      });
    expect(
      (await ask({ 'Shopify-Storefront-Private-Token': 'local-storefront-private-token', 'Shopify-Storefront-Buyer-IP': '203.0.113.7' }))
        .status,
    ).toBe(200);
    expect(
      (await ask({ 'Shopify-Storefront-Private-Token': 'guessed', 'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN })).status,
    ).toBe(401);
  });

  it('answers GraphQL errors with 200 and an errors list, as Shopify does', async () => {
    const { status, body } = await storefront('{ customer(customerAccessToken: "x") { nope } }');
    expect(status).toBe(200);
    expect(body.errors[0].message).toContain('Cannot query field "nope" on type "Customer"');
  });
});

describe('customerAccessTokenCreateWithMultipass', () => {
  it('exchanges a fresh Multipass token for a customer access token', async () => {
    const { status, body } = await storefront(EXCHANGE, {
      multipassToken: multipass({ email: 'jonas.weber@example.com', created_at: new Date().toISOString() }),
    });
    expect(status).toBe(200);
    const payload = body.data.customerAccessTokenCreateWithMultipass;
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(payload.customerAccessToken.expiresAt)).toBeGreaterThan(Date.now());
  });

  it.each([
    [
      'signed with another secret',
      () => multipass({ email: 'jonas.weber@example.com', created_at: new Date().toISOString() }, 'another-secret'),
    ],
    [
      'created an hour ago',
      () => multipass({ email: 'jonas.weber@example.com', created_at: new Date(Date.now() - 3_600_000).toISOString() }),
    ],
    ['without an e-mail', () => multipass({ created_at: new Date().toISOString() })],
    ['not a token at all', () => 'not-a-token'],
  ])('refuses a token %s with INVALID_MULTIPASS_REQUEST', async (_, token) => {
    const { body } = await storefront(EXCHANGE, { multipassToken: token() });
    expect(body.data.customerAccessTokenCreateWithMultipass).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'INVALID_MULTIPASS_REQUEST', field: ['multipassToken'], message: 'Invalid multipass request' }],
    });
  });
});

describe('verifyMultipassToken', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  const fresh = { email: 'anna.keller@example.com', created_at: now.toISOString() };

  it('checks the signature before it decrypts: a flipped ciphertext bit is a bad signature', () => {
    const bytes = Buffer.from(multipass(fresh), 'base64url');
    bytes[20]! ^= 1;
    expect(verifyMultipassToken(bytes.toString('base64url'), LOCAL_MULTIPASS_SECRET, { now })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('accepts return_to on the shop only', () => {
    const shopOrigin = 'https://shop.example';
    expect(verifyMultipassToken(multipass({ ...fresh, return_to: '/checkout' }), LOCAL_MULTIPASS_SECRET, { now, shopOrigin }).ok).toBe(
      true,
    );
    expect(
      verifyMultipassToken(multipass({ ...fresh, return_to: 'https://shop.example/cart' }), LOCAL_MULTIPASS_SECRET, { now, shopOrigin }).ok,
    ).toBe(true);
    expect(
      verifyMultipassToken(multipass({ ...fresh, return_to: 'https://evil.example/' }), LOCAL_MULTIPASS_SECRET, { now, shopOrigin }),
    ).toEqual({ ok: false, reason: 'return_to leaves the shop' });
    expect(
      verifyMultipassToken(multipass({ ...fresh, return_to: '//evil.example/' }), LOCAL_MULTIPASS_SECRET, { now, shopOrigin }).ok,
    ).toBe(false);
  });
});

describe('customer orders', () => {
  it("lists Jonas Weber's orders (more than ten) with their money, addresses and catalog line items", async () => {
    const { body } = await storefront(ORDERS, { customerAccessToken: await accessTokenFor('jonas.weber@example.com') });
    const { totalCount, nodes } = body.data.customer.orders;
    expect(Number(totalCount)).toBeGreaterThan(10);
    expect(nodes).toHaveLength(Number(totalCount));
    expect(new Set(nodes.map((order: { totalPrice: { currencyCode: string } }) => order.totalPrice.currencyCode))).toEqual(
      new Set(['CHF', 'EUR', 'USD']),
    );
    const line = nodes[0].lineItems.nodes[0];
    expect(line.variant.sku).toMatch(/^\d{3}\.\d{3}$/);
    expect(line.variant.image.url).toMatch(/^\/-\/media\/.+\.jpg$/);
    expect(nodes[0].shippingAddress.formatted[0]).toBe('Jonas Weber');
  });

  it('seeds discounts (subtotalPrice below the sum of the lines) and zero-tax orders, and every fulfilment status', async () => {
    const { body } = await storefront(ORDERS, { customerAccessToken: await accessTokenFor('jonas.weber@example.com') });
    const orders = body.data.customer.orders.nodes as Array<{
      subtotalPrice: { amount: string };
      totalTax: { amount: string };
      fulfillmentStatus: string;
      lineItems: { nodes: Array<{ originalTotalPrice: { amount: string } }> };
    }>;
    const lineSum = (order: (typeof orders)[number]) =>
      order.lineItems.nodes.reduce((sum, line) => sum + Number(line.originalTotalPrice.amount), 0);
    expect(orders.some((order) => Number(order.subtotalPrice.amount) < lineSum(order) - 0.001)).toBe(true);
    expect(orders.some((order) => Number(order.totalTax.amount) === 0)).toBe(true);
    const anna = (await storefront(ORDERS, { customerAccessToken: await accessTokenFor('anna.keller@example.com') })).body.data.customer
      .orders.nodes as typeof orders;
    const statuses = new Set([...orders, ...anna].map((order) => order.fulfillmentStatus));
    expect([...statuses].sort()).toEqual([...ORDER_FULFILLMENT_STATUSES].sort());
  });

  it("finds one order by the id filter (numeric id, first 1) and none for another customer's id", async () => {
    const jonas = await accessTokenFor('jonas.weber@example.com');
    const all = (await storefront(ORDERS, { customerAccessToken: jonas })).body.data.customer.orders.nodes;
    const numericId = all[2].id.split('/').at(-1);
    const { body } = await storefront(ORDERS.replace('first: 250, query', 'first: 1, query'), {
      customerAccessToken: jonas,
      query: `id:${numericId}`,
    });
    expect(body.data.customer.orders.nodes.map((order: { id: string }) => order.id)).toEqual([all[2].id]);
    const anna = await accessTokenFor('anna.keller@example.com');
    const other = await storefront(ORDERS, { customerAccessToken: anna, query: `id:${numericId}` });
    expect(other.body.data.customer.orders.nodes).toEqual([]);
  });

  it('has no orders for a customer without any, and no customer for an unknown access token', async () => {
    const { body } = await storefront(ORDERS, { customerAccessToken: await accessTokenFor('paul.brenner@example.com') });
    expect(body.data.customer.orders).toEqual({ totalCount: '0', nodes: [] });
    expect((await storefront(ORDERS, { customerAccessToken: 'unknown' })).body.data.customer).toBeNull();
  });

  it('needs first or last and allows at most 250', async () => {
    const token = await accessTokenFor('jonas.weber@example.com');
    const missing = await storefront('query ($t: String!) { customer(customerAccessToken: $t) { orders { totalCount } } }', { t: token });
    expect(missing.body.errors[0].message).toBe('you must provide one of first or last');
    const tooMany = await storefront('query ($t: String!) { customer(customerAccessToken: $t) { orders(first: 251) { totalCount } } }', {
      t: token,
    });
    expect(tooMany.body.errors[0].message).toBe('The maximum page size is 250');
  });

  it('keeps its access tokens across a fault switch: a down storefront drops the connection', async () => {
    await fetch(`${app.base}/__faults/storefront`, { method: 'PUT', body: JSON.stringify({ mode: 'down' }) });
    await expect(storefront('{ shop { name } }')).rejects.toThrow();
    await fetch(`${app.base}/__faults/storefront`, { method: 'DELETE' });
  });
});

describe('helpers', () => {
  const address = {
    id: 'a',
    firstName: 'Jonas',
    lastName: 'Weber',
    company: 'Weber Roofing Inc.',
    address1: '233 S Wacker Dr',
    address2: 'Suite 8400',
    zip: '60606',
    city: 'Chicago',
    province: 'Illinois',
    provinceCode: 'IL',
    country: 'United States',
    countryCodeV2: 'US',
    phone: null,
    latitude: null,
    longitude: null,
  };

  it('formats addresses as lines, with name and company as asked', () => {
    expect(formattedAddress(address, { withName: true })).toEqual([
      'Jonas Weber',
      'Weber Roofing Inc.',
      '233 S Wacker Dr',
      'Suite 8400',
      'Chicago IL 60606',
      'United States',
    ]);
    expect(formattedAddress({ ...address, countryCodeV2: 'CH', company: null, address2: null }, { withCompany: true })).toEqual([
      '233 S Wacker Dr',
      '60606 Chicago',
      'United States',
    ]);
  });

  it('reads the id filter with the numeric id or the quoted global id', () => {
    const order = { id: `gid://shopify/Order/${ORDER_ID_BASE + 1001}`, orderNumber: 1001 } as Parameters<typeof matchesOrderQuery>[0];
    expect(matchesOrderQuery(order, `id:${ORDER_ID_BASE + 1001}`)).toBe(true);
    expect(matchesOrderQuery(order, `id:"gid://shopify/Order/${ORDER_ID_BASE + 1001}"`)).toBe(true);
    expect(matchesOrderQuery(order, `id:${ORDER_ID_BASE + 1002}`)).toBe(false);
    expect(matchesOrderQuery(order, 'name:#1001')).toBe(true);
    expect(matchesOrderQuery(order, 'nonsense')).toBe(false);
  });
});
