import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from '@mbw/shop-data-access';
import {
  analyticsItemOfLine,
  pushAddToCart,
  pushBeginCheckout,
  pushRemoveFromCart,
  pushViewCart,
  type AnalyticsItem,
} from './cart-analytics';

const item = (over: Partial<AnalyticsItem> = {}): AnalyticsItem => ({
  item_id: '141.227',
  item_name: 'TRIAC ST',
  item_brand: 'Leister',
  item_category: 'Hot air tools',
  item_category2: 'Hand tools',
  price: 19.99,
  quantity: 3,
  sku: '141.227',
  compareAtPrice: 24.99,
  condition: 'new',
  ...over,
});

const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;
const setConsent = (value: string | null) => {
  document.cookie = value ? `cookieConsent=${value}; path=/` : 'cookieConsent=; path=/; max-age=0';
};

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => setConsent(null));

describe('cart analytics pushes (spec §7, only after statistics consent)', () => {
  it('pushes nothing before the visitor chose, nor with necessary cookies only', () => {
    expect(pushAddToCart([item()])).toBe(false);
    setConsent('necessary');
    expect(pushAddToCart([item()])).toBe(false);
    expect(pushViewCart([item()])).toBe(false);
    expect(dataLayer()).toBeUndefined();
  });

  it('pushes add_to_cart with EUR by default, the value and every item field after consent', () => {
    setConsent('statistics');
    expect(
      pushAddToCart([
        item(),
        item({ item_id: '142.001', sku: '142.001', price: 0.1, quantity: 2, compareAtPrice: null, condition: 'used' }),
      ]),
    ).toBe(true);
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 60.17,
          items: [
            item(),
            {
              item_id: '142.001',
              item_name: 'TRIAC ST',
              item_brand: 'Leister',
              item_category: 'Hot air tools',
              item_category2: 'Hand tools',
              price: 0.1,
              quantity: 2,
              sku: '142.001',
              compareAtPrice: null,
              condition: 'used',
            },
          ],
        },
      },
    ]);
  });

  it('names the event and keeps the given currency for remove_from_cart, begin_checkout and view_cart', () => {
    setConsent('statistics');
    pushRemoveFromCart([item({ quantity: 1 })], 'CHF');
    pushBeginCheckout([item()], 'CHF');
    pushViewCart([item()]);
    const events = (dataLayer() ?? []).filter(
      (entry): entry is { event: string; ecommerce: { currency: string; value: number } } =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    );
    expect(events.map((entry) => [entry.event, entry.ecommerce.currency, entry.ecommerce.value])).toEqual([
      ['remove_from_cart', 'CHF', 19.99],
      ['begin_checkout', 'CHF', 59.97],
      ['view_cart', 'EUR', 59.97],
    ]);
  });

  it('pushes nothing for no items', () => {
    setConsent('statistics');
    expect(pushAddToCart([])).toBe(false);
  });
});

describe('analyticsItemOfLine', () => {
  const line: CartLine = {
    id: 'gid://shopify/CartLine/1',
    quantity: 2,
    attributes: [
      { key: '_leisterProductName', value: 'CALORA S3' },
      { key: '_leisterProductBrand', value: 'Kestrel' },
      { key: '_leisterProductCategory', value: 'Hot air tools' },
      { key: '_leisterProductSubcategory', value: 'Hand tools' },
    ],
    variantId: 'gid://shopify/ProductVariant/7001000020',
    sku: '142.271',
    title: 'CALORA S3 142.271',
    image: null,
    price: { amount: '890.0', currencyCode: 'EUR' },
    compareAtPrice: { amount: '990.0', currencyCode: 'EUR' },
    totalAmount: { amount: '1780.0', currencyCode: 'EUR' },
    discounts: [],
    bundleId: null,
    productUrl: null,
  };

  it('reads the line’s product attributes, sku and prices; the quantity and condition can be given', () => {
    expect(analyticsItemOfLine(line)).toEqual({
      item_id: '142.271',
      item_name: 'CALORA S3',
      item_brand: 'Kestrel',
      item_category: 'Hot air tools',
      item_category2: 'Hand tools',
      price: 890,
      quantity: 2,
      sku: '142.271',
      compareAtPrice: 990,
      condition: 'new',
    });
    expect(analyticsItemOfLine({ ...line, attributes: [], compareAtPrice: null }, 1, 'used')).toMatchObject({
      item_name: 'CALORA S3 142.271',
      item_brand: '',
      quantity: 1,
      compareAtPrice: null,
      condition: 'used',
    });
  });
});
