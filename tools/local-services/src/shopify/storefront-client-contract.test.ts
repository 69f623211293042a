/**
 * Shopify's own Storefront client (@shopify/storefront-api-client 2.0) pointed at the stand-in
 * (issue 29 item 7): what a real store answers it, the stand-in answers too — products, a cart's
 * lifecycle, discount codes and userErrors — at the spec's version (2025-01, which the client
 * warns is no longer supported) and at a version it supports, since the site's version is a
 * setting (SHOPIFY_STOREFRONT_API_VERSION). An unknown version is Shopify's 404.
 */
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';
import { LOCAL_STOREFRONT_TOKEN } from './routes.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestApp({ products: 40, apiKey: 'test-key' });
});
afterAll(() => app.close());

/**
 * The client always asks `https://{domain}` (it rewrites the protocol); the stand-in speaks plain
 * HTTP on loopback, so its fetch puts `http:` back. Nothing else of the request is touched.
 */
const loopbackFetch = (url: string, init?: RequestInit) => fetch(url.replace(/^https:/, 'http:'), init);

/** The client as a site would make it; its version warnings go to `warnings` instead of the console. */
function client(apiVersion: string, warnings: unknown[] = [], publicAccessToken = LOCAL_STOREFRONT_TOKEN): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: app.base,
    apiVersion,
    publicAccessToken,
    customFetchApi: loopbackFetch,
    logger: (entry) => warnings.push(entry),
  });
}

const gid = (type: 'Product' | 'ProductVariant', variantId: number) => `gid://shopify/${type}/${7_000_000_000 + variantId * 10}`;
/** CALORA S3 (technologies) variants 142.270 and 142.271; the bundle BUNDLE-142271-10 needs both and the nozzle. */
const CALORA_142270 = gid('ProductVariant', 100001);
const CALORA_142271 = gid('ProductVariant', 100002);
const NOZZLE = gid('ProductVariant', 100006);

const PRODUCT = `query Product($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { id title variants(first: 10) { nodes { id sku price { amount currencyCode } } } } } }`;
const CART_PAYLOAD = `cart { id totalQuantity discountCodes { code applicable } lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } } userErrors { code field message }`;
const CREATE = `mutation Create($input: CartInput!) { cartCreate(input: $input) { ${CART_PAYLOAD} } }`;
const ADD = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${CART_PAYLOAD} } }`;
const CODES = `mutation Codes($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${CART_PAYLOAD} } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(['2025-01', '2026-04'])("Shopify's Storefront client against the stand-in at %s", (apiVersion) => {
  it('reads products by global id', async () => {
    const { data, errors } = await client(apiVersion).request<Json>(PRODUCT, { variables: { ids: [gid('Product', 100001)] } });
    expect(errors).toBeUndefined();
    expect(data.nodes[0].title).toBeTruthy();
    expect(data.nodes[0].variants.nodes.length).toBeGreaterThan(0);
    expect(data.nodes[0].variants.nodes[0].price.currencyCode).toBe('EUR');
  });

  it('creates a cart, adds to it and applies a discount code once the bundle is complete', async () => {
    const storefront = client(apiVersion);
    const created = (await storefront.request<Json>(CREATE, { variables: { input: { lines: [{ merchandiseId: CALORA_142271 }] } } })).data
      .cartCreate;
    expect(created.userErrors).toEqual([]);
    const cartId = created.cart.id;
    const codes = (await storefront.request<Json>(CODES, { variables: { cartId, codes: ['BUNDLE-142271-10'] } })).data
      .cartDiscountCodesUpdate;
    expect(codes.cart.discountCodes).toEqual([{ code: 'BUNDLE-142271-10', applicable: false }]);
    const added = (
      await storefront.request<Json>(ADD, {
        variables: { cartId, lines: [{ merchandiseId: CALORA_142270 }, { merchandiseId: NOZZLE, quantity: 2 }] },
      })
    ).data.cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.totalQuantity).toBe(4);
    expect(added.cart.discountCodes).toEqual([{ code: 'BUNDLE-142271-10', applicable: true }]);
  });

  it("answers Shopify's userErrors for merchandise that does not exist", async () => {
    const { data } = await client(apiVersion).request<Json>(CREATE, {
      variables: { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1' }] } },
    });
    expect(data.cartCreate.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'] }),
    ]);
  });
});

describe('versions', () => {
  it('the client warns on the spec’s 2025-01 and not on a supported version; the stand-in answers both', async () => {
    const old: Json[] = [];
    const current: Json[] = [];
    client('2025-01', old);
    client('2026-04', current);
    expect(old).toEqual([expect.objectContaining({ type: 'Unsupported_Api_Version' })]);
    expect(current).toEqual([]);
  });

  it('answers 404 for a path that names no version, and 401 without the token', async () => {
    const bad = await fetch(`${app.base}/api/latest/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(bad.status).toBe(404);
    const { errors } = await client('2026-04', [], 'wrong').request('{ shop { name } }');
    expect(errors?.networkStatusCode).toBe(401);
  });
});
