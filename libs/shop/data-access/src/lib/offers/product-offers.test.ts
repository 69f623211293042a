import { describe, expect, it, vi } from 'vitest';
import type { ProductOffersQuery } from '../storefront/generated/graphql';
import { StorefrontError } from '../storefront/storefront-request';
import { deliveryTimeOf, fetchProductOffers, mapProductOffers, stockStatus } from './product-offers';

const gid = (n: number) => `gid://shopify/Product/${n}`;

function product(
  n: number,
  overrides: {
    condition?: string;
    delivery?: string;
    price?: string;
    compareAt?: string;
    available?: boolean;
    notInStock?: boolean;
    quantity?: number | null;
  } = {},
) {
  return {
    id: gid(n),
    handle: `p-${n}`,
    title: `Product ${n}`,
    featuredImage: { url: `https://cdn.example/${n}.png`, altText: null, width: 100, height: 100 },
    condition: overrides.condition ? { value: overrides.condition } : null,
    deliveryTime: overrides.delivery ? { value: overrides.delivery } : null,
    variants: {
      nodes: [
        {
          id: `gid://shopify/ProductVariant/${n}`,
          sku: '141.227',
          title: 'Default Title',
          availableForSale: overrides.available ?? true,
          currentlyNotInStock: overrides.notInStock ?? false,
          quantityAvailable: overrides.quantity === undefined ? 20 : overrides.quantity,
          price: { amount: overrides.price ?? '100.0', currencyCode: 'EUR' as const },
          compareAtPrice: overrides.compareAt ? { amount: overrides.compareAt, currencyCode: 'EUR' as const } : null,
          image: null,
        },
      ],
    },
  };
}

describe('stock display (spec shop §4)', () => {
  it('maps availability, the currently-not-in-stock flag and the quantity', () => {
    expect(stockStatus({ availableForSale: true, currentlyNotInStock: false, quantityAvailable: 20 })).toBe('in-stock');
    expect(stockStatus({ availableForSale: true, currentlyNotInStock: false, quantityAvailable: null })).toBe('in-stock');
    expect(stockStatus({ availableForSale: true, currentlyNotInStock: false, quantityAvailable: 6 })).toBe('in-stock');
    expect(stockStatus({ availableForSale: true, currentlyNotInStock: false, quantityAvailable: 5 })).toBe('limited');
    expect(stockStatus({ availableForSale: true, currentlyNotInStock: false, quantityAvailable: 1 })).toBe('limited');
    expect(stockStatus({ availableForSale: true, currentlyNotInStock: true, quantityAvailable: 0 })).toBe('currently-not-in-stock');
    expect(stockStatus({ availableForSale: false, currentlyNotInStock: true, quantityAvailable: 0 })).toBe('not-in-stock');
    expect(stockStatus({ availableForSale: false, currentlyNotInStock: false, quantityAvailable: 50 })).toBe('not-in-stock');
  });
});

describe('delivery time (spec shop §4)', () => {
  it('maps the three German texts, loosely spaced and with en dashes; anything else is nothing', () => {
    expect(deliveryTimeOf('1-4 Werktage')).toBe('short');
    expect(deliveryTimeOf(' 1 – 4  Werktage ')).toBe('short');
    expect(deliveryTimeOf('4-10 Werktage')).toBe('middle');
    expect(deliveryTimeOf('Voraussichtlich längere Lieferzeit')).toBe('long');
    expect(deliveryTimeOf('2 weeks')).toBeNull();
    expect(deliveryTimeOf('')).toBeNull();
    expect(deliveryTimeOf(null)).toBeNull();
  });
});

describe('mapProductOffers', () => {
  it('sorts Products to their variants: the new one is the base offer, used and refurbished are demo devices', () => {
    const data: ProductOffersQuery = {
      nodes: [
        product(10, { price: '129.00', compareAt: '149.00', delivery: '1-4 Werktage' }),
        product(11, { condition: 'used', price: '89.00' }),
        product(12, { condition: 'Refurbished' }),
        null,
        {},
      ],
    };
    const offers = mapProductOffers(
      [
        { id: 1, shopifyGlobalIds: [gid(10), gid(11), gid(12)] },
        { id: 2, shopifyGlobalIds: [gid(99)] },
        { id: 3, shopifyGlobalIds: [] },
      ],
      data,
    );
    expect(offers[1]?.base).toMatchObject({
      productId: gid(10),
      merchandiseId: 'gid://shopify/ProductVariant/10',
      amount: '129.00',
      price: 129,
      compareAtAmount: '149.00',
      currencyCode: 'EUR',
      condition: 'new',
      deliveryTime: 'short',
      image: { url: 'https://cdn.example/10.png', altText: null },
    });
    expect(offers[1]?.demo.map((offer) => [offer.productId, offer.condition])).toEqual([
      [gid(11), 'used'],
      [gid(12), 'refurbished'],
    ]);
    expect(offers[2]).toEqual({ base: null, demo: [] });
    expect(offers[3]).toEqual({ base: null, demo: [] });
  });

  it('a compare-at price not above the price is no compare-at price', () => {
    const offers = mapProductOffers([{ id: 1, shopifyGlobalIds: [gid(10)] }], {
      nodes: [product(10, { price: '100.00', compareAt: '100.00' })],
    });
    expect(offers[1]?.base?.compareAtAmount).toBeNull();
  });

  it('more than one new Product for a variant: console error, the first is used', () => {
    const log = vi.fn();
    const offers = mapProductOffers([{ id: 1, shopifyGlobalIds: [gid(10), gid(13)] }], { nodes: [product(10), product(13)] }, log);
    expect(offers[1]?.base?.productId).toBe(gid(10));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/2 new products match variant 1/);
  });
});

describe('fetchProductOffers', () => {
  it('sends one nodes(ids) query with the market country and language in context, and maps the answer', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json({ data: { nodes: [product(10)] } }));
    const offers = await fetchProductOffers(
      [
        { id: 1, shopifyGlobalIds: [gid(10)] },
        { id: 2, shopifyGlobalIds: [gid(10)] },
      ],
      {
        store: 'http://store.test',
        token: 'tok',
        market: 'ch',
        language: 'de-CH',
        fetch: fetch as unknown as typeof globalThis.fetch,
      },
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://store.test/api/2025-01/graphql.json');
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown; operationName: string };
    expect(body.operationName).toBe('ProductOffers');
    expect(body.query).toContain('@inContext(country: $country, language: $language)');
    expect(body.variables).toEqual({ ids: [gid(10)], country: 'CH', language: 'DE' });
    expect(offers[2]?.base?.productId).toBe(gid(10));
  });

  it('no shop ids: no call; a failing store throws StorefrontError', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 500 }));
    expect(
      await fetchProductOffers([{ id: 1, shopifyGlobalIds: [] }], {
        market: 'de',
        language: 'en',
        fetch: fetch as unknown as typeof globalThis.fetch,
        store: 'http://s.test',
      }),
    ).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
    await expect(
      fetchProductOffers([{ id: 1, shopifyGlobalIds: [gid(1)] }], {
        market: 'de',
        language: 'en',
        fetch: fetch as unknown as typeof globalThis.fetch,
        store: 'http://s.test',
      }),
    ).rejects.toBeInstanceOf(StorefrontError);
  });
});
