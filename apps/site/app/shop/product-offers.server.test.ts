import { describe, expect, it, vi } from 'vitest';
import type { ProductVariant } from '@mbw/api-clients';
import { defaultVariant } from '@mbw/shop-catalog';
import type { DiscountBundle, ShopOffer } from '@mbw/shop-data-access';
import { choicesWithOffers, defaultVariantOffers, demoDeviceCount, loadBundles, loadOffers, shopAreaData, type OffersLoad } from './product-offers.server';

const offer = (id: number, price: number, availableForSale = true, condition: ShopOffer['condition'] = 'new'): ShopOffer => ({
  productId: `gid://shopify/Product/${id}`,
  merchandiseId: `gid://shopify/ProductVariant/${id}`,
  title: `Item ${id}`,
  sku: '100.001',
  amount: price.toFixed(2),
  price,
  compareAtAmount: null,
  currencyCode: 'EUR',
  availableForSale,
  currentlyNotInStock: false,
  quantityAvailable: 10,
  condition,
  deliveryTime: 'short',
  image: null,
});

const load: OffersLoad = {
  status: 'ok',
  offers: {
    1: { base: offer(10, 300), demo: [offer(11, 20, true, 'used')] },
    2: { base: offer(20, 150, false), demo: [] },
    3: { base: offer(30, 200), demo: [offer(31, 90, true, 'used'), offer(32, 95, true, 'refurbished')] },
    4: { base: offer(40, 200), demo: [] },
    5: { base: null, demo: [] },
  },
};
const variants = [1, 2, 3, 4, 5].map((id) => ({ id }));

describe('the default variant with offers (spec shop §4)', () => {
  it('is the cheapest available new device, ties to the lowest id; demo devices do not count', () => {
    expect(defaultVariant(variants, { shop: true, offers: defaultVariantOffers(load) })?.id).toBe(3);
    const tie: OffersLoad = { status: 'ok', offers: { 4: { base: offer(40, 100), demo: [] }, 3: { base: offer(30, 100), demo: [] } } };
    expect(defaultVariant(variants, { shop: true, offers: defaultVariantOffers(tie) })?.id).toBe(3);
  });

  it('without offers (Storefront down, or no shop for the visitor) it is the lowest id', () => {
    expect(defaultVariantOffers({ status: 'unavailable' })).toBeUndefined();
    expect(defaultVariantOffers(null)).toBeUndefined();
    expect(defaultVariant(variants, { shop: true, offers: defaultVariantOffers({ status: 'unavailable' }) })?.id).toBe(1);
  });
});

describe('shopAreaData', () => {
  it('the variant\'s new device, or with ?condition=used its demo devices', () => {
    expect(shopAreaData(load, 3, null)).toEqual({ status: 'ok', condition: 'new', offers: [load.status === 'ok' ? load.offers[3]?.base : null] });
    const used = shopAreaData(load, 3, 'used');
    expect(used.status === 'ok' && used.offers.map((entry) => entry.condition)).toEqual(['used', 'refurbished']);
    expect(shopAreaData(load, 5, null)).toEqual({ status: 'ok', condition: 'new', offers: [] });
    expect(shopAreaData({ status: 'unavailable' }, 3, null)).toEqual({ status: 'unavailable' });
  });
});

describe('choicesWithOffers', () => {
  it('gives the selector rows the new device\'s price, availability, stock and delivery time', () => {
    const choices = [1, 2, 5].map((id) => ({ id, articleNumber: `100.00${id}`, name: `V${id}`, filterValues: [] }));
    const stock = { currentlyNotInStock: false, quantityAvailable: 10, deliveryTime: 'short' };
    expect(choicesWithOffers(choices, load).map((choice) => choice.offer)).toEqual([
      { price: 300, currencyCode: 'EUR', available: true, condition: 'new', ...stock },
      { price: 150, currencyCode: 'EUR', available: false, condition: 'new', ...stock },
      undefined,
    ]);
    expect(choicesWithOffers(choices, { status: 'unavailable' })).toEqual(choices);
  });
});

describe('demoDeviceCount (spec shop §1: the way to demo devices)', () => {
  it('counts the used and refurbished devices of the page\'s variant; none without offers or a variant', () => {
    expect(demoDeviceCount(load, 3)).toBe(2);
    expect(demoDeviceCount(load, 1)).toBe(1);
    expect(demoDeviceCount(load, 4)).toBe(0);
    expect(demoDeviceCount(load, 99)).toBe(0);
    expect(demoDeviceCount(load, null)).toBe(0);
    expect(demoDeviceCount({ status: 'unavailable' }, 3)).toBe(0);
    expect(demoDeviceCount(null, 3)).toBe(0);
  });
});

describe('loadOffers', () => {
  const productVariants = [{ id: 1, shopifyGlobalIds: ['gid://shopify/Product/10'] }] as unknown as ProductVariant[];
  const input = { market: 'ch', language: 'de', product: 'calora', signal: new AbortController().signal };

  it('a failing Storefront is "unavailable" (logged), never an error', async () => {
    const failing = vi.fn(async () => {
      throw new Error('The shop answered 500');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await loadOffers(productVariants, input, failing)).toEqual({ status: 'unavailable' });
    errors.mockRestore();
    warnings.mockRestore();
    log.mockRestore();
  });

  it('asks with the market and language, and with a timeout', async () => {
    const fetchOffers = vi.fn(async () => ({ 1: { base: null, demo: [] } }));
    expect(await loadOffers(productVariants, input, fetchOffers)).toEqual({ status: 'ok', offers: { 1: { base: null, demo: [] } } });
    expect(fetchOffers).toHaveBeenCalledWith(productVariants, expect.objectContaining({ market: 'ch', language: 'de', store: 'http://127.0.0.1:4010', signal: expect.any(AbortSignal) }));
  });
});

describe('loadBundles (spec shop §4: bundles show only when every variant is for sale)', () => {
  const input = { market: 'de', language: 'en', product: 'calora', signal: new AbortController().signal };
  const variant = (id: number, availableForSale: boolean) => ({ id: `gid://shopify/ProductVariant/${id}`, sku: `100.00${id}`, availableForSale }) as unknown as DiscountBundle['productVariants'][number];
  const bundle = (id: number, variants: DiscountBundle['productVariants']): DiscountBundle => ({ id: `gid://shopify/Metaobject/${id}`, discountName: `B-${id}`, discountAmount: 10, productVariants: variants });

  it('keeps only the bundles whose every variant is for sale, asked in the market and language', async () => {
    const fetchBundles = vi.fn(async () => [bundle(1, [variant(1, true), variant(2, true)]), bundle(2, [variant(1, true), variant(3, false)])]);
    const shown = await loadBundles(['gid://shopify/Product/10'], input, fetchBundles);
    expect(shown.map((entry) => entry.id)).toEqual(['gid://shopify/Metaobject/1']);
    expect(fetchBundles).toHaveBeenCalledWith({ productIds: ['gid://shopify/Product/10'], market: 'de', language: 'en' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('a failing Storefront gives no bundles (logged), never an error; no ids, no call', async () => {
    const failing = vi.fn(async () => {
      throw new Error('The shop answered 500');
    });
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadBundles(['gid://shopify/Product/10'], input, failing)).toEqual([]);
    expect(await loadBundles([], input, failing)).toEqual([]);
    expect(failing).toHaveBeenCalledTimes(1);
    log.mockRestore();
    warnings.mockRestore();
  });
});
