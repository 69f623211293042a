/**
 * Contract of the Storefront stand-in's shop (issue 15) as the site's documents use it: products
 * and variants by global id with market prices, stock and the `custom` metafields, bundle
 * metaobjects, the cart lifecycle with Shopify's userErrors and warnings, bundle discount codes,
 * the checkout and Multipass store pages, persistence across a restart, and the fault switch.
 */
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../database.ts';
import { listen, startTestApp, type TestServer } from '../test-app.ts';
import { LOCAL_MULTIPASS_SECRET } from './multipass.ts';
import { LOCAL_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from './routes.ts';
import { decimal } from './shop-catalog.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestApp({ products: 40, apiKey: 'test-key' });
});
afterAll(() => app.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function storefrontAt(base: string, query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${base}${STOREFRONT_API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}
const storefront = (query: string, variables: Record<string, unknown> = {}) => storefrontAt(app.base, query, variables);

/** A Multipass token as Shopify documents it (SHA-256 keys, AES-128-CBC, HMAC-SHA256 over IV ‖ ciphertext). */
function multipass(payload: Record<string, unknown>, secret = LOCAL_MULTIPASS_SECRET): string {
  const keys = createHash('sha256').update(secret).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', keys.subarray(0, 16), iv);
  const ciphertext = Buffer.concat([iv, cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([ciphertext, createHmac('sha256', keys.subarray(16, 32)).update(ciphertext).digest()]).toString('base64url');
}

const gid = (type: 'Product' | 'ProductVariant', variantId: number, k = 0) => `gid://shopify/${type}/${7_000_000_000 + variantId * 10 + k}`;
/** CALORA S3 (technologies) variants 100001–100005 = 142.270–142.274; Wide-slot nozzle WS 20 = 100006. */
const CALORA = {
  v142270: gid('ProductVariant', 100001),
  v142271: gid('ProductVariant', 100002),
  v142272: gid('ProductVariant', 100003),
  v142273: gid('ProductVariant', 100004),
  v142274: gid('ProductVariant', 100005),
};
const NOZZLE = gid('ProductVariant', 100006);

const PRODUCTS = `query Products($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  nodes(ids: $ids) {
    ... on Product {
      id handle title availableForSale
      featuredImage { url altText width height }
      condition: metafield(namespace: "custom", key: "condition") { value }
      deliveryTime: metafield(namespace: "custom", key: "delivery_time") { value }
      bundles: metafield(namespace: "custom", key: "bundles") {
        type
        references(first: 100) {
          nodes {
            ... on Metaobject {
              id type
              discountName: field(key: "discount_name") { value }
              discountAmount: field(key: "discount_amount") { value }
              productVariants: field(key: "product_variants") { references(first: 100) { nodes { ... on ProductVariant { id sku availableForSale } } } }
            }
          }
        }
      }
      variants(first: 250) { nodes { id sku availableForSale currentlyNotInStock quantityAvailable price { amount currencyCode } compareAtPrice { amount currencyCode } } }
    }
    ... on ProductVariant { id sku availableForSale currentlyNotInStock quantityAvailable price { amount currencyCode } compareAtPrice { amount } image { url } product { title handle } }
  }
}`;

const CART_FIELDS = `id checkoutUrl totalQuantity
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount currencyCode } ... on CartCodeDiscountAllocation { code } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } totalTaxAmount { amount currencyCode } }
  lines(first: 250) {
    nodes {
      id quantity
      attributes { key value }
      cost { totalAmount { amount currencyCode } subtotalAmount { amount } }
      discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
      merchandise { ... on ProductVariant { id sku compareAtPrice { amount } product { title featuredImage { url altText } } } }
    }
  }`;
const PAYLOAD = `cart { ${CART_FIELDS} } userErrors { code field message } warnings { code message target }`;

const CREATE = `mutation Create($input: CartInput!, $country: CountryCode) @inContext(country: $country) { cartCreate(input: $input) { ${PAYLOAD} } }`;
const ADD = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const UPDATE = `mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const REMOVE = `mutation Remove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`;
const CODES = `mutation Codes($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } }`;
const READ = `query Read($id: ID!, $country: CountryCode) @inContext(country: $country) { cart(id: $id) { ${CART_FIELDS} } }`;

async function createCart(
  lines: Array<{ merchandiseId: string; quantity?: number; attributes?: Array<{ key: string; value: string }> }>,
  country?: string,
  base = app.base,
): Promise<Json> {
  const { body } = await storefrontAt(base, CREATE, { input: { lines }, country });
  expect(body.errors).toBeUndefined();
  return body.data.cartCreate;
}

describe('products and variants by global id', () => {
  it('answers a product per global id with sku, handle, image, stock, delivery time and euro prices by default', async () => {
    const { status, body } = await storefront(PRODUCTS, {
      ids: [gid('Product', 100002), gid('Product', 100002, 1), gid('Product', 100003), 'gid://shopify/Product/1'],
    });
    expect(status).toBe(200);
    const [cheapest, used, soldOut, unknown] = body.data.nodes;
    expect(cheapest).toMatchObject({
      id: gid('Product', 100002),
      title: 'CALORA S3',
      handle: 'calora-s3-142271',
      availableForSale: true,
      featuredImage: { url: '/-/media/calora-s3-142-271.jpg', altText: 'CALORA S3' },
      condition: null,
      deliveryTime: { value: '1-4 Werktage' },
      variants: {
        nodes: [
          {
            id: CALORA.v142271,
            sku: '142.271',
            availableForSale: true,
            currentlyNotInStock: false,
            quantityAvailable: 25,
            price: { amount: '890.0', currencyCode: 'EUR' },
            compareAtPrice: { amount: '990.0', currencyCode: 'EUR' },
          },
        ],
      },
    });
    expect(used).toMatchObject({
      handle: 'calora-s3-142271-used',
      condition: { value: 'used' },
      variants: { nodes: [{ sku: '142.271', quantityAvailable: 1, price: { amount: '623.0' }, compareAtPrice: { amount: '890.0' } }] },
    });
    expect(soldOut).toMatchObject({
      availableForSale: false,
      deliveryTime: null,
      variants: { nodes: [{ availableForSale: false, quantityAvailable: 0, price: { amount: '790.0' } }] },
    });
    expect(unknown).toBeNull();
  });

  it('prices per market through @inContext(country:)', async () => {
    const prices: Record<string, unknown> = {};
    for (const country of ['DE', 'AT', 'CH', 'US', 'GB']) {
      const { body } = await storefront(PRODUCTS, { ids: [CALORA.v142271], country, language: 'DE' });
      prices[country] = body.data.nodes[0].price;
    }
    expect(prices).toEqual({
      DE: { amount: '890.0', currencyCode: 'EUR' },
      AT: { amount: '890.0', currencyCode: 'EUR' },
      CH: { amount: '935.0', currencyCode: 'CHF' },
      US: { amount: '1024.0', currencyCode: 'USD' },
      GB: { amount: '783.0', currencyCode: 'GBP' },
    });
  });

  it('shows every stock state on CALORA S3: limited, sold out, currently not in stock but for sale', async () => {
    const { body } = await storefront(PRODUCTS, { ids: [CALORA.v142273, CALORA.v142272, CALORA.v142274] });
    expect(
      body.data.nodes.map((variant: Json) => [
        variant.sku,
        variant.availableForSale,
        variant.currentlyNotInStock,
        variant.quantityAvailable,
      ]),
    ).toEqual([
      ['142.273', true, false, 3],
      ['142.272', false, false, 0],
      ['142.274', true, true, 0],
    ]);
    expect(body.data.nodes[0].product).toEqual({ title: 'CALORA S3', handle: 'calora-s3-142273' });
  });

  it('lists the bundles in custom.bundles with name, amount and variant references', async () => {
    const { body } = await storefront(PRODUCTS, { ids: [gid('Product', 100002)] });
    const bundles = body.data.nodes[0].bundles;
    expect(bundles.type).toBe('list.metaobject_reference');
    expect(bundles.references.nodes).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/Metaobject\/\d+$/),
        type: 'discount_bundle',
        discountName: { value: 'BUNDLE-142271-10' },
        discountAmount: { value: '10' },
        productVariants: {
          references: {
            nodes: [
              { id: CALORA.v142271, sku: '142.271', availableForSale: true },
              { id: NOZZLE, sku: expect.any(String), availableForSale: true },
            ],
          },
        },
      },
    ]);
  });

  it('refuses a malformed global id with a GraphQL error, as Shopify does', async () => {
    const { status, body } = await storefront(PRODUCTS, { ids: ['not-a-gid'] });
    expect(status).toBe(200);
    expect(body.errors[0].message).toBe("Invalid global id 'not-a-gid'");
  });
});

describe('cart lifecycle', () => {
  it('creates a cart with lines, reads it, adds, updates, removes, with cost per line and for the cart', async () => {
    const created = await createCart([
      { merchandiseId: CALORA.v142271, quantity: 2, attributes: [{ key: '_leisterProductName', value: 'CALORA S3' }] },
    ]);
    expect(created.userErrors).toEqual([]);
    const cart = created.cart;
    const token = /^gid:\/\/shopify\/Cart\/([0-9a-f]{32})\?key=([0-9a-f]{32})$/.exec(cart.id);
    expect(token).not.toBeNull();
    expect(cart.checkoutUrl).toBe(`${app.base}/cart/c/${token![1]}?key=${token![2]}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cost).toEqual({
      subtotalAmount: { amount: '1780.0', currencyCode: 'EUR' },
      totalAmount: { amount: '1780.0', currencyCode: 'EUR' },
      totalTaxAmount: { amount: '284.2', currencyCode: 'EUR' },
    });
    expect(cart.lines.nodes[0]).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=[0-9a-f]{32}$/),
      quantity: 2,
      attributes: [{ key: '_leisterProductName', value: 'CALORA S3' }],
      cost: { totalAmount: { amount: '1780.0', currencyCode: 'EUR' }, subtotalAmount: { amount: '1780.0' } },
      merchandise: {
        id: CALORA.v142271,
        sku: '142.271',
        compareAtPrice: { amount: '990.0' },
        product: { title: 'CALORA S3', featuredImage: { url: '/-/media/calora-s3-142-271.jpg', altText: 'CALORA S3' } },
      },
    });

    // The same merchandise with the same attributes adds to its line; another is a new line.
    const added = (
      await storefront(ADD, {
        cartId: cart.id,
        lines: [
          { merchandiseId: CALORA.v142271, quantity: 1, attributes: [{ key: '_leisterProductName', value: 'CALORA S3' }] },
          { merchandiseId: CALORA.v142270 },
        ],
      })
    ).body.data.cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.lines.nodes.map((line: Json) => [line.merchandise.sku, line.quantity])).toEqual([
      ['142.271', 3],
      ['142.270', 1],
    ]);

    const [first, second] = added.cart.lines.nodes;
    const updated = (
      await storefront(UPDATE, {
        cartId: cart.id,
        lines: [
          { id: first.id, quantity: 1 },
          { id: second.id, quantity: 0 },
        ],
      })
    ).body.data.cartLinesUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.nodes.map((line: Json) => [line.merchandise.sku, line.quantity])).toEqual([['142.271', 1]]);

    const read = (await storefront(READ, { id: cart.id })).body.data.cart;
    expect(read.totalQuantity).toBe(1);

    const removed = (await storefront(REMOVE, { cartId: cart.id, lineIds: [first.id] })).body.data.cartLinesRemove;
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.lines.nodes).toEqual([]);
    expect(removed.cart.cost.totalAmount).toEqual({ amount: '0.0', currencyCode: 'EUR' });
  });

  it('keeps the market the cart was created in, in its currency', async () => {
    const { cart } = await createCart([{ merchandiseId: CALORA.v142271 }], 'CH');
    expect(cart.cost.totalAmount).toEqual({ amount: '935.0', currencyCode: 'CHF' });
    expect((await storefront(READ, { id: cart.id })).body.data.cart.cost.totalAmount).toEqual({ amount: '935.0', currencyCode: 'CHF' });
    expect((await storefront(READ, { id: cart.id, country: 'US' })).body.data.cart.cost.totalTaxAmount).toEqual({
      amount: '0.0',
      currencyCode: 'USD',
    });
  });

  it('answers null for an unknown cart or a wrong key, and an error for a malformed id', async () => {
    const { cart } = await createCart([{ merchandiseId: CALORA.v142271 }]);
    expect((await storefront(READ, { id: cart.id.replace(/key=.*/, 'key=0123') })).body.data.cart).toBeNull();
    expect((await storefront(READ, { id: 'gid://shopify/Cart/unknown?key=x' })).body.data.cart).toBeNull();
    expect((await storefront(READ, { id: 'nonsense' })).body.errors[0].message).toBe("Invalid global id 'nonsense'");
  });
});

describe('userErrors and warnings', () => {
  it('refuses an unknown merchandise id, and a cart that does not exist, as Shopify does', async () => {
    const created = await createCart([{ merchandiseId: 'gid://shopify/ProductVariant/1' }]);
    expect(created).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['input', 'lines', '0', 'merchandiseId'],
          message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
        },
      ],
      warnings: [],
    });
    const add = (await storefront(ADD, { cartId: 'gid://shopify/Cart/0000?key=0000', lines: [{ merchandiseId: CALORA.v142271 }] })).body
      .data.cartLinesAdd;
    expect(add).toEqual({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
      warnings: [],
    });
  });

  it('refuses bad quantities and unknown lines, and leaves the cart as it was', async () => {
    const { cart } = await createCart([{ merchandiseId: CALORA.v142271 }]);
    const add = (await storefront(ADD, { cartId: cart.id, lines: [{ merchandiseId: CALORA.v142270, quantity: 0 }] })).body.data
      .cartLinesAdd;
    expect(add.userErrors).toEqual([
      { code: 'INVALID', field: ['lines', '0', 'quantity'], message: 'The quantity must be greater than 0.' },
    ]);
    const update = (
      await storefront(UPDATE, {
        cartId: cart.id,
        lines: [
          { id: cart.lines.nodes[0].id, quantity: -1 },
          { id: 'gid://shopify/CartLine/x?cart=y', quantity: 1 },
        ],
      })
    ).body.data.cartLinesUpdate;
    expect(update.userErrors).toEqual([
      { code: 'INVALID', field: ['lines', '0', 'quantity'], message: 'The quantity must not be negative.' },
      {
        code: 'INVALID',
        field: ['lines', '1', 'id'],
        message: 'The merchandise line with id gid://shopify/CartLine/x?cart=y does not exist.',
      },
    ]);
    const remove = (await storefront(REMOVE, { cartId: cart.id, lineIds: ['gid://shopify/CartLine/x?cart=y'] })).body.data.cartLinesRemove;
    expect(remove.userErrors[0]).toEqual({
      code: 'INVALID',
      field: ['lineIds', '0'],
      message: 'The merchandise line with id gid://shopify/CartLine/x?cart=y does not exist.',
    });
    expect((await storefront(READ, { id: cart.id })).body.data.cart.lines.nodes.map((line: Json) => line.quantity)).toEqual([1]);
  });

  it('cuts a quantity to the stock and leaves out sold-out merchandise, with warnings (API 2024-10 on)', async () => {
    const created = await createCart([
      { merchandiseId: CALORA.v142273, quantity: 5 },
      { merchandiseId: CALORA.v142272 },
      { merchandiseId: CALORA.v142274, quantity: 7 },
    ]);
    expect(created.userErrors).toEqual([]);
    expect(created.cart.lines.nodes.map((line: Json) => [line.merchandise.sku, line.quantity])).toEqual([
      ['142.273', 3],
      ['142.274', 7],
    ]);
    expect(created.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 3 items were added to your cart due to availability.',
        target: created.cart.lines.nodes[0].id,
      },
      { code: 'MERCHANDISE_OUT_OF_STOCK', message: "The product 'CALORA S3' is already sold out.", target: CALORA.v142272 },
    ]);
  });
});

describe('discount codes (bundles)', () => {
  it('applies a bundle code only when every variant of the bundle is in the cart, taking its percentage off those lines', async () => {
    const { cart } = await createCart([{ merchandiseId: CALORA.v142271 }, { merchandiseId: CALORA.v142270 }]);
    const notYet = (await storefront(CODES, { cartId: cart.id, codes: ['BUNDLE-142271-10', 'bundle-142271-10', ' ', 'NOPE'] })).body.data
      .cartDiscountCodesUpdate;
    expect(notYet.userErrors).toEqual([]);
    expect(notYet.cart.discountCodes).toEqual([
      { code: 'BUNDLE-142271-10', applicable: false },
      { code: 'NOPE', applicable: false },
    ]);
    expect(notYet.cart.discountAllocations).toEqual([]);

    const added = (await storefront(ADD, { cartId: cart.id, lines: [{ merchandiseId: NOZZLE, quantity: 2 }] })).body.data.cartLinesAdd.cart;
    expect(added.discountCodes).toEqual([
      { code: 'BUNDLE-142271-10', applicable: true },
      { code: 'NOPE', applicable: false },
    ]);
    const [calora, other, nozzle] = added.lines.nodes;
    expect(calora.discountAllocations).toEqual([{ code: 'BUNDLE-142271-10', discountedAmount: { amount: '89.0' } }]);
    expect(calora.cost.totalAmount.amount).toBe('801.0');
    expect(other.discountAllocations).toEqual([]);
    const nozzleSubtotal = Math.round(Number(nozzle.cost.subtotalAmount.amount) * 100);
    const nozzleDiscount = Math.round(nozzleSubtotal / 10);
    expect(nozzle.discountAllocations).toEqual([{ code: 'BUNDLE-142271-10', discountedAmount: { amount: decimal(nozzleDiscount) } }]);
    // A bundle code is a line-level discount: Shopify (API 2022-07 on) allocates it to the lines
    // only; the cart's own allocations are the cart-level (order) discounts, of which there are none.
    expect(added.discountAllocations).toEqual([]);
    const subtotal = 89000 + 129000 + nozzleSubtotal;
    // The cart's subtotal is "before taxes and cart-level discounts": after the lines' own.
    expect(added.cost.subtotalAmount.amount).toBe(decimal(subtotal - 8900 - nozzleDiscount));
    expect(added.cost.totalAmount.amount).toBe(decimal(subtotal - 8900 - nozzleDiscount));

    // Removing the nozzle makes the code inapplicable again; an empty list removes every code.
    const removed = (await storefront(REMOVE, { cartId: cart.id, lineIds: [nozzle.id] })).body.data.cartLinesRemove.cart;
    expect(removed.discountCodes).toEqual([
      { code: 'BUNDLE-142271-10', applicable: false },
      { code: 'NOPE', applicable: false },
    ]);
    expect(removed.cost.totalAmount.amount).toBe('2180.0');
    expect((await storefront(CODES, { cartId: cart.id, codes: [] })).body.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([]);
  });

  it("an order code is a cart-level discount: on the cart's allocations, off the total, not on the lines or in the subtotal", async () => {
    const { cart } = await createCart([{ merchandiseId: CALORA.v142271 }, { merchandiseId: NOZZLE }]);
    const both = (await storefront(CODES, { cartId: cart.id, codes: ['BUNDLE-142271-10', 'welcome-5'] })).body.data.cartDiscountCodesUpdate
      .cart;
    expect(both.discountCodes).toEqual([
      { code: 'BUNDLE-142271-10', applicable: true },
      { code: 'welcome-5', applicable: true },
    ]);
    const [calora, nozzle] = both.lines.nodes;
    // The bundle's code stays on the lines; the order code is on no line.
    expect(calora.discountAllocations).toEqual([{ code: 'BUNDLE-142271-10', discountedAmount: { amount: '89.0' } }]);
    expect(nozzle.discountAllocations).toHaveLength(1);
    const linesTotal = Math.round((Number(calora.cost.totalAmount.amount) + Number(nozzle.cost.totalAmount.amount)) * 100);
    const orderDiscount = Math.round(linesTotal * 0.05);
    expect(both.discountAllocations).toEqual([
      { code: 'welcome-5', discountedAmount: { amount: decimal(orderDiscount), currencyCode: 'EUR' } },
    ]);
    expect(both.cost.subtotalAmount.amount).toBe(decimal(linesTotal));
    expect(both.cost.totalAmount.amount).toBe(decimal(linesTotal - orderDiscount));
    // An empty cart: an order code applies to nothing.
    const emptied = (await storefront(REMOVE, { cartId: cart.id, lineIds: [calora.id, nozzle.id] })).body.data.cartLinesRemove.cart;
    expect(emptied.discountCodes).toEqual([
      { code: 'BUNDLE-142271-10', applicable: false },
      { code: 'welcome-5', applicable: false },
    ]);
    expect(emptied.discountAllocations).toEqual([]);
  });
});

describe('store pages', () => {
  async function cartWithBundle(): Promise<Json> {
    const { cart } = await createCart([{ merchandiseId: CALORA.v142271 }, { merchandiseId: NOZZLE }]);
    return (await storefront(CODES, { cartId: cart.id, codes: ['BUNDLE-142271-10'] })).body.data.cartDiscountCodesUpdate.cart;
  }

  it('shows the cart at its checkout URL: lines, quantities, prices, codes, totals, as a guest', async () => {
    const cart = await cartWithBundle();
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Checkout · Kestrel shop<\/title>/);
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('Guest checkout');
    expect(html).toContain(
      '<td>CALORA S3</td><td>142.271</td><td class="n">1</td><td class="n">EUR 890.00</td><td class="n"><s><span class="sr">Before discount: </span>EUR 890.00</s><br>EUR 801.00</td>',
    );
    expect(html).toContain('<li>BUNDLE-142271-10: applied</li>');
    expect(html).toContain(`<dt>Total</dt><dd>EUR ${Number(cart.cost.totalAmount.amount).toFixed(2)}</dd>`);
    expect((await fetch(cart.checkoutUrl.replace(/key=.*/, 'key=wrong'))).status).toBe(404);
  });

  it('signs a Multipass buyer in and follows return_to on its own origin to the checkout, showing who is signed in', async () => {
    const cart = await cartWithBundle();
    const token = multipass({ email: 'anna.keller@example.com', created_at: new Date().toISOString(), return_to: cart.checkoutUrl });
    const signIn = await fetch(`${app.base}/account/login/multipass/${token}`, { redirect: 'manual' });
    expect(signIn.status).toBe(302);
    const checkoutPath = new URL(cart.checkoutUrl);
    expect(signIn.headers.get('location')).toBe(`${checkoutPath.pathname}${checkoutPath.search}`);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const html = await (await fetch(cart.checkoutUrl, { headers: { cookie } })).text();
    expect(html).toContain('Signed in as anna.keller@example.com');
    expect(html).not.toContain('Guest checkout');
  });

  it('lands on the account page when return_to leaves the store, refuses a bad token, and escapes what it shows', async () => {
    const away = multipass({
      email: '<b>x</b>@example.com',
      created_at: new Date().toISOString(),
      return_to: 'https://evil.example/steal',
    });
    const signIn = await fetch(`${app.base}/account/login/multipass/${away}`, { redirect: 'manual' });
    expect(signIn.headers.get('location')).toBe('/account');
    const account = await (
      await fetch(`${app.base}/account`, { headers: { cookie: signIn.headers.get('set-cookie')!.split(';')[0]! } })
    ).text();
    expect(account).toContain('Signed in as &#60;b&#62;x&#60;/b&#62;@example.com');
    expect(account).not.toContain('<b>x</b>');

    const bad = await fetch(
      `${app.base}/account/login/multipass/${multipass({ email: 'a@example.com', created_at: new Date().toISOString() }, 'another-secret')}`,
      { redirect: 'manual' },
    );
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain('<h1>Sign-in failed</h1>');
    const forged = await fetch(`${app.base}/account`, { headers: { cookie: 'storefront_customer=YUBleGFtcGxlLmNvbQ.forged' } });
    expect(await forged.text()).toContain('You are not signed in.');
  });
});

describe('wire details', () => {
  it('answers a body that is no GraphQL request with 400, as Shopify does', async () => {
    for (const body of ['{}', '{"query": 1}', '[]', '"x"']) {
      const response = await fetch(`${app.base}${STOREFRONT_API_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { query: 'Required parameter missing or invalid' } });
    }
  });

  it('puts every new operation and the store pages behind the storefront fault switch, errors in Shopify’s shape', async () => {
    const { cart } = await createCart([{ merchandiseId: CALORA.v142271 }]);
    await fetch(`${app.base}/__faults/storefront`, { method: 'PUT', body: JSON.stringify({ mode: 'error' }) });
    try {
      const failed = await storefront(READ, { id: cart.id });
      expect(failed.status).toBe(500);
      expect(failed.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Internal error\. Looks like something went wrong on our end\./),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      const page = await fetch(cart.checkoutUrl);
      expect(page.status).toBe(500);
      expect(await page.text()).toContain('<h1>Something went wrong</h1>');
      await fetch(`${app.base}/__faults/storefront`, { method: 'PUT', body: JSON.stringify({ mode: 'down' }) });
      await expect(fetch(cart.checkoutUrl)).rejects.toThrow();
      await expect(storefront(ADD, { cartId: cart.id, lines: [{ merchandiseId: CALORA.v142271 }] })).rejects.toThrow();
      await fetch(`${app.base}/__faults/storefront`, { method: 'PUT', body: JSON.stringify({ mode: 'slow', delayMs: 300 }) });
      const started = performance.now();
      expect((await storefront(READ, { id: cart.id })).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await fetch(`${app.base}/__faults/storefront`, { method: 'DELETE' });
    }
  });
});

describe('persistence', () => {
  it('keeps carts across a restart and a reseed of the database file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'local-services-carts-'));
    const file = path.join(dir, 'carts.sqlite');
    const start = async (products: number) => {
      const { db } = openDatabase(file, { products });
      return listen(createApp(db, { apiKey: 'k', log: () => undefined }).server, () => db.close());
    };
    try {
      const first = await start(40);
      const { cart } = await createCart([{ merchandiseId: CALORA.v142271, quantity: 2 }], 'CH', first.base);
      first.close();
      // A different catalog size reseeds every seed table; the carts live outside the seed.
      const second = await start(41);
      const read = (await storefrontAt(second.base, READ, { id: cart.id })).body.data.cart;
      second.close();
      expect(read.totalQuantity).toBe(2);
      expect(read.cost.totalAmount).toEqual({ amount: '1870.0', currencyCode: 'CHF' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
