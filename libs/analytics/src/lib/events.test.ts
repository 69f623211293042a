import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cartEvent,
  downloadEvent,
  itemsValue,
  pageviewEvent,
  productClickEvent,
  productDetailEvent,
  pushAnalyticsEvent,
  pushCartEvent,
  releaseHeldEvents,
  viewItemEvent,
  webVitalEvent,
  type AnalyticsItem,
} from './events';

const item = (over: Partial<AnalyticsItem> = {}): AnalyticsItem => ({
  item_id: '141.227',
  item_name: 'TRIAC ST',
  item_brand: 'Kestrel',
  item_category: 'Hot air tools',
  item_category2: 'Hand tools',
  price: 19.99,
  quantity: 3,
  sku: '141.227',
  compareAtPrice: 24.99,
  condition: 'new',
  ...over,
});

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;
const setConsent = (value: string | null) => {
  document.cookie = value ? `cookieConsent=${value}; path=/` : 'cookieConsent=; path=/; max-age=0';
};

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  window.history.replaceState(null, '', '/en/product/TRIAC-ST/141-227');
  releaseHeldEvents();
});
afterEach(() => setConsent(null));

describe('event shapes (spec shop §7, §9: GA4 e-commerce)', () => {
  it('cart events: every item field, EUR by default, the value summed in cents', () => {
    for (const name of ['add_to_cart', 'remove_from_cart', 'begin_checkout', 'view_cart'] as const) {
      expect(cartEvent(name, [item(), item({ price: 0.1, quantity: 2, compareAtPrice: null, condition: 'used' })])).toEqual({
        event: name,
        ecommerce: {
          currency: 'EUR',
          value: 60.17,
          items: [item(), item({ price: 0.1, quantity: 2, compareAtPrice: null, condition: 'used' })],
        },
      });
    }
    expect(cartEvent('add_to_cart', [item()], 'CHF')).toMatchObject({ ecommerce: { currency: 'CHF' } });
    expect(cartEvent('add_to_cart', [item()], '')).toMatchObject({ ecommerce: { currency: 'EUR' } });
    expect(itemsValue([item({ price: 0.1, quantity: 1 }), item({ price: 0.2, quantity: 1 }), item({ price: Number.NaN })])).toBe(0.3);
  });

  it('view_item: the offer with its price; product detail and product click: the product without one', () => {
    expect(viewItemEvent(item({ quantity: 1 }))).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 19.99, items: [item({ quantity: 1 })] },
    });
    const product = {
      item_id: '141.227',
      item_name: 'TRIAC ST',
      item_brand: 'Kestrel',
      item_category: 'Hot air tools',
      item_category2: '',
    };
    expect(productDetailEvent(product)).toEqual({ event: 'product_detail', ecommerce: { items: [product] } });
    expect(productClickEvent({ item_id: '141.227', item_name: 'TRIAC ST' }, 'Similar products')).toEqual({
      event: 'select_item',
      ecommerce: { item_list_name: 'Similar products', items: [{ item_id: '141.227', item_name: 'TRIAC ST' }] },
    });
  });

  it('download: single and bulk, with the files', () => {
    const file = { file_name: 'manual.pdf', title: 'Manual', category: 'Manuals', language: 'en' };
    expect(downloadEvent([file], 'single')).toEqual({ event: 'file_download', download_type: 'single', file_count: 1, files: [file] });
    expect(downloadEvent([file, { ...file, file_name: 'flyer.pdf' }], 'bulk')).toMatchObject({ download_type: 'bulk', file_count: 2 });
  });

  it("pageview: page type, path, location, title, language; country code 'de' by default, lower case", () => {
    const input = {
      pageType: 'product',
      path: '/en/product/TRIAC-ST?x=1',
      origin: 'https://www.example.com',
      title: 'TRIAC ST',
      language: 'en',
    };
    expect(pageviewEvent(input)).toEqual({
      event: 'pageview',
      page_type: 'product',
      page_path: '/en/product/TRIAC-ST?x=1',
      page_location: 'https://www.example.com/en/product/TRIAC-ST?x=1',
      page_title: 'TRIAC ST',
      language: 'en',
      country_code: 'de',
    });
    expect(pageviewEvent({ ...input, countryCode: 'CH' })).toMatchObject({ country_code: 'ch' });
  });

  it('web_vitals: the metric with the page type; milliseconds rounded, CLS to four places', () => {
    expect(webVitalEvent({ name: 'LCP', value: 1234.56, rating: 'good', id: 'v5-1' }, 'content')).toEqual({
      event: 'web_vitals',
      page_type: 'content',
      metric_name: 'LCP',
      metric_value: 1235,
      metric_rating: 'good',
      metric_id: 'v5-1',
    });
    expect(webVitalEvent({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v5-2' }, 'home')).toMatchObject({
      metric_value: 0.1235,
    });
  });
});

describe('pushes (only after statistics consent)', () => {
  it('pushes nothing before the visitor chose, nor with necessary cookies only', () => {
    expect(pushCartEvent('add_to_cart', [item()])).toBe(false);
    setConsent('necessary');
    expect(pushAnalyticsEvent(productDetailEvent({ item_id: '1', item_name: 'A' }))).toBe(false);
    expect(layer()).toBeUndefined();
  });

  it('after consent: an e-commerce event after { ecommerce: null }, others as they are; no push for no items', () => {
    setConsent('statistics');
    expect(pushCartEvent('add_to_cart', [])).toBe(false);
    expect(pushCartEvent('add_to_cart', [item()])).toBe(true);
    pushAnalyticsEvent(downloadEvent([], 'bulk'));
    expect(layer()).toEqual([{ ecommerce: null }, cartEvent('add_to_cart', [item()]), downloadEvent([], 'bulk')]);
  });

  it("holds this page's view events until the visitor answers; pushes them on consent, only for the page they are on", () => {
    const view = productDetailEvent({ item_id: '141.227', item_name: 'TRIAC ST' });
    expect(pushAnalyticsEvent(view, { holdUntilConsent: true })).toBe(false);
    window.history.replaceState(null, '', '/en/other');
    pushAnalyticsEvent(productDetailEvent({ item_id: 'x', item_name: 'other' }), { holdUntilConsent: true });
    window.history.replaceState(null, '', '/en/product/TRIAC-ST/141-227');
    expect(layer()).toBeUndefined();
    setConsent('statistics');
    expect(releaseHeldEvents()).toBe(1);
    expect(layer()).toEqual([{ ecommerce: null }, view]);
    expect(releaseHeldEvents()).toBe(0);
  });

  it('holds nothing once the visitor said necessary only', () => {
    setConsent('necessary');
    pushAnalyticsEvent(productDetailEvent({ item_id: '1', item_name: 'A' }), { holdUntilConsent: true });
    setConsent('statistics');
    expect(releaseHeldEvents()).toBe(0);
  });
});
