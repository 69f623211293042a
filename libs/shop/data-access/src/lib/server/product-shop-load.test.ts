import { describe, expect, it, vi } from 'vitest';
import type { ProductVariant } from '@mbw/api-clients';
import type { DiscountBundle } from '../bundles/product-bundles';
import { loadBundles, loadOffers, type ShopLoadSettings } from './product-shop-load';

const settings = (onFailure: ShopLoadSettings['onFailure'] = () => undefined): ShopLoadSettings => ({
  store: 'http://127.0.0.1:4010',
  token: 'public-token',
  timeoutMs: 2000,
  onFailure,
});

describe('loadOffers', () => {
  const productVariants = [{ id: 1, shopifyGlobalIds: ['gid://shopify/Product/10'] }] as unknown as ProductVariant[];
  const input = { market: 'ch', language: 'de', product: 'calora', signal: new AbortController().signal };

  it('a failing Storefront is "unavailable" (logged), never an error', async () => {
    const failing = vi.fn(async () => {
      throw new Error('The shop answered 500');
    });
    const onFailure = vi.fn();
    expect(await loadOffers(productVariants, input, settings(onFailure), failing)).toEqual({ status: 'unavailable' });
    expect(onFailure).toHaveBeenCalledWith('product.offers-unavailable', {
      product: 'calora',
      market: 'ch',
      error: 'The shop answered 500',
    });
  });

  it('asks with the market and language, and with a timeout', async () => {
    const fetchOffers = vi.fn(async () => ({ 1: { base: null, demo: [] } }));
    expect(await loadOffers(productVariants, input, settings(), fetchOffers)).toEqual({
      status: 'ok',
      offers: { 1: { base: null, demo: [] } },
    });
    expect(fetchOffers).toHaveBeenCalledWith(
      productVariants,
      expect.objectContaining({
        market: 'ch',
        language: 'de',
        store: 'http://127.0.0.1:4010',
        token: 'public-token',
        signal: expect.any(AbortSignal),
      }),
    );
  });
});

describe('loadBundles', () => {
  const input = { market: 'de', language: 'en', product: 'calora', signal: new AbortController().signal };
  const variant = (id: number, availableForSale: boolean) =>
    ({
      id: `gid://shopify/ProductVariant/${id}`,
      sku: `100.00${id}`,
      availableForSale,
    }) as unknown as DiscountBundle['productVariants'][number];
  const bundle = (id: number, variants: DiscountBundle['productVariants']): DiscountBundle => ({
    id: `gid://shopify/Metaobject/${id}`,
    discountName: `B-${id}`,
    discountAmount: 10,
    productVariants: variants,
  });

  it('asks for the variant ids in the market and language', async () => {
    const fetchBundles = vi.fn(async () => [bundle(1, [variant(1, true), variant(2, true)])]);
    const bundles = await loadBundles(['gid://shopify/Product/10'], input, settings(), fetchBundles);
    expect(bundles.map((entry) => entry.id)).toEqual(['gid://shopify/Metaobject/1']);
    expect(fetchBundles).toHaveBeenCalledWith(
      { productIds: ['gid://shopify/Product/10'], market: 'de', language: 'en' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('a failing Storefront gives no bundles (logged), never an error; no ids, no call', async () => {
    const failing = vi.fn(async () => {
      throw new Error('The shop answered 500');
    });
    const onFailure = vi.fn();
    expect(await loadBundles(['gid://shopify/Product/10'], input, settings(onFailure), failing)).toEqual([]);
    expect(await loadBundles([], input, settings(onFailure), failing)).toEqual([]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith('product.bundles-unavailable', expect.objectContaining({ product: 'calora' }));
  });
});
