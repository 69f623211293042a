import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductBundlesQuery } from '../storefront/generated/graphql';
import { discountBundles, fetchProductBundles } from './product-bundles';

const variant = (n: number, over: Record<string, unknown> = {}) => ({
  id: `gid://shopify/ProductVariant/${n}`,
  sku: `141.${n}`,
  title: 'Default Title',
  availableForSale: true,
  price: { amount: '100.0', currencyCode: 'EUR' as const },
  compareAtPrice: null,
  image: null,
  product: {
    id: `gid://shopify/Product/${n}`,
    title: `Article ${n}`,
    handle: `article-${n}`,
    featuredImage: { url: `https://img/${n}.jpg`, altText: null },
  },
  ...over,
});

const bundle = (id: string, name: string | null, amount: string | null, variants: unknown[]) => ({
  id,
  type: 'discount_bundle',
  discountName: { value: name },
  discountAmount: { value: amount },
  productVariants: { references: { nodes: variants } },
});

const product = (id: string, condition: string | null, bundles: unknown[]) => ({
  id,
  condition: condition ? { value: condition } : null,
  bundles: { references: { nodes: bundles } },
});

const answer = (...nodes: unknown[]) => ({ nodes }) as unknown as ProductBundlesQuery;

afterEach(() => vi.restoreAllMocks());

describe('discountBundles', () => {
  it('reads the new product’s bundles: id, percentage, name and variants with title and image', () => {
    const data = answer(
      product('gid://shopify/Product/1', 'used', [bundle('gid://shopify/Metaobject/9', 'USED-ONLY', '50', [variant(1)])]),
      product('gid://shopify/Product/0', null, [
        bundle('gid://shopify/Metaobject/1', 'BUNDLE-141227-10', '10', [
          variant(10),
          variant(11, { compareAtPrice: { amount: '120.0', currencyCode: 'EUR' } }),
        ]),
      ]),
    );
    expect(discountBundles(data)).toEqual([
      {
        id: 'gid://shopify/Metaobject/1',
        discountAmount: 10,
        discountName: 'BUNDLE-141227-10',
        productVariants: [
          {
            id: 'gid://shopify/ProductVariant/10',
            sku: '141.10',
            title: 'Article 10',
            availableForSale: true,
            price: { amount: '100.0', currencyCode: 'EUR' },
            compareAtPrice: null,
            image: { url: 'https://img/10.jpg', altText: '' },
          },
          expect.objectContaining({ id: 'gid://shopify/ProductVariant/11', compareAtPrice: { amount: '120.0', currencyCode: 'EUR' } }),
        ],
      },
    ]);
  });

  it('excludes used and refurbished products; with two new ones it logs and uses the first', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = answer(
      product('gid://shopify/Product/2', 'refurbished', [bundle('gid://shopify/Metaobject/8', 'REFURB', '5', [])]),
      product('gid://shopify/Product/0', null, [bundle('gid://shopify/Metaobject/1', 'FIRST', '10', [])]),
      product('gid://shopify/Product/3', null, [bundle('gid://shopify/Metaobject/2', 'SECOND', '10', [])]),
    );
    expect(discountBundles(data).map((b) => b.discountName)).toEqual(['FIRST']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('leaves out nameless bundles, other metaobjects and missing nodes; a bad percentage is 0', () => {
    const data = answer(
      null,
      product('gid://shopify/Product/0', null, [
        bundle('gid://shopify/Metaobject/1', null, '10', []),
        { ...bundle('gid://shopify/Metaobject/2', 'OTHER', '10', []), type: 'something_else' },
        bundle('gid://shopify/Metaobject/3', 'ODD', 'ten', [{}, variant(5)]),
        {},
      ]),
    );
    expect(discountBundles(data)).toEqual([
      expect.objectContaining({ discountName: 'ODD', discountAmount: 0, productVariants: [expect.objectContaining({ sku: '141.5' })] }),
    ]);
  });

  it('gives no bundles when only used products or none came back', () => {
    expect(discountBundles(answer(product('gid://shopify/Product/1', 'used', [bundle('x', 'A', '1', [])])))).toEqual([]);
    expect(discountBundles(answer())).toEqual([]);
  });
});

describe('fetchProductBundles', () => {
  it('asks nothing without product ids', async () => {
    const fetch = vi.fn();
    expect(await fetchProductBundles({ productIds: [], market: 'de', language: 'de' }, { fetch, store: 'http://shop.test' })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends ProductBundles with the ids and the @inContext of the market', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { nodes: [] } }));
    await fetchProductBundles(
      { productIds: ['gid://shopify/Product/7000000010', 'gid://shopify/Product/7000000011'], market: 'at', language: 'en' },
      { fetch, store: 'http://shop.test' },
    );
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [URL, RequestInit])[1].body));
    expect(body.operationName).toBe('ProductBundles');
    expect(body.variables).toEqual({
      ids: ['gid://shopify/Product/7000000010', 'gid://shopify/Product/7000000011'],
      country: 'AT',
      language: 'EN',
    });
  });
});
