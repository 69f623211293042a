import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushAnalyticsEvent, productDetailEvent } from './events';
import { consentDefaultsScript, createTagManager } from './tag-manager';

const SETTINGS = { containerId: 'GTM-TEST1', scriptUrl: 'https://tags.example/gtm.js?id=GTM-TEST1' };
const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://tags.example/"]')];
const setConsent = (value: string | null) => {
  document.cookie = value ? `cookieConsent=${value}; path=/` : 'cookieConsent=; path=/; max-age=0';
};
/** A gtag() call as the dataLayer holds it (an Arguments object), as a plain array. */
const calls = () =>
  layer()
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => [...(entry as IArguments)]);

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  for (const script of scripts()) script.remove();
});
afterEach(() => setConsent(null));

describe('the tag manager in the page', () => {
  it('without a container: no script, no Consent Mode call; with consent only the pageview', () => {
    setConsent('statistics');
    const startWebVitals = vi.fn();
    const pageview = vi.fn();
    createTagManager(null, { pageType: () => 'home', startWebVitals, pageview }).start('statistics');
    expect(layer()).toEqual([]);
    expect(pageview).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(0);
    expect(startWebVitals).not.toHaveBeenCalled();
  });

  it('before consent: Consent Mode defaults (denied) as a gtag call, no script', () => {
    const manager = createTagManager(SETTINGS, { pageType: () => 'home', startWebVitals: vi.fn() });
    manager.start(null);
    expect(calls()).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
      ],
    ]);
    expect(scripts()).toHaveLength(0);
    expect(manager.state).toBe('denied');
  });

  it("the document's inline defaults come first, and are not pushed twice", () => {
    new Function(consentDefaultsScript('cookieConsent'))();
    createTagManager(SETTINGS, { pageType: () => 'home', startWebVitals: vi.fn() }).start(null);
    expect(calls()).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
      ],
    ]);
  });

  it('a visitor who allowed statistics before: the inline script grants at once, the machine does not grant twice', () => {
    setConsent('statistics');
    new Function(consentDefaultsScript('cookieConsent'))();
    expect(calls().map((call) => call[1])).toEqual(['default', 'update']);
    createTagManager(SETTINGS, { pageType: () => 'home', startWebVitals: vi.fn() }).start('statistics');
    expect(calls().map((call) => call[1])).toEqual(['default', 'update']);
    expect(scripts()).toHaveLength(1);
  });

  it('on consent: the update, the held page view, the start event, then the script once with the nonce; withdrawn: denied, no reload', () => {
    const startWebVitals = vi.fn();
    const pageview = vi.fn(() => pushAnalyticsEvent({ event: 'pageview' } as never));
    const manager = createTagManager(SETTINGS, { nonce: 'abc123', pageType: () => 'product', startWebVitals, pageview });
    manager.start(null);
    const view = productDetailEvent({ item_id: '141.227', item_name: 'TRIAC ST' });
    pushAnalyticsEvent(view, { holdUntilConsent: true });
    setConsent('statistics');
    manager.consent('statistics');
    const entries = layer();
    expect(calls()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(entries.slice(2)).toEqual([
      { event: 'pageview' },
      { ecommerce: null },
      view,
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.nonce).toBe('abc123');
    expect(scripts()[0]?.async).toBe(true);
    expect(startWebVitals).toHaveBeenCalledTimes(1);
    expect(startWebVitals.mock.calls[0]?.[0]()).toBe('product');

    setConsent('necessary');
    manager.consent('necessary');
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(pushAnalyticsEvent(view)).toBe(false);
    setConsent('statistics');
    manager.consent('statistics');
    expect(scripts()).toHaveLength(1);
    expect(startWebVitals).toHaveBeenCalledTimes(1);
  });
});
