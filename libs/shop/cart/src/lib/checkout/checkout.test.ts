import { describe, expect, it, vi } from 'vitest';
import { checkoutDestination, checkoutUrlWithLocale, multipassLoginUrl, multipassTokenRequestUrl } from './checkout';

const CHECKOUT = 'http://127.0.0.1:5210/cart/c/tok123?key=k456';

describe('checkout URLs', () => {
  it('adds the locale to the checkout URL, keeping its key', () => {
    expect(checkoutUrlWithLocale(CHECKOUT, 'de')).toBe('http://127.0.0.1:5210/cart/c/tok123?key=k456&locale=de');
    expect(checkoutUrlWithLocale(`${CHECKOUT}&locale=en`, 'fr-CH')).toBe('http://127.0.0.1:5210/cart/c/tok123?key=k456&locale=fr-CH');
  });

  it('asks the site for a token with the checkout URL as return_to', () => {
    expect(multipassTokenRequestUrl(CHECKOUT)).toBe(`/api/shopify/multipass?return_to=${encodeURIComponent(CHECKOUT)}`);
  });

  it("logs in on the checkout URL's origin", () => {
    expect(multipassLoginUrl(CHECKOUT, 'abc_-D=')).toBe('http://127.0.0.1:5210/account/login/multipass/abc_-D=');
  });
});

describe('checkoutDestination', () => {
  it('anonymous: the checkout URL with the locale, no token asked', async () => {
    const fetch = vi.fn();
    await expect(checkoutDestination({ checkoutUrl: CHECKOUT, signedIn: false, language: 'it', fetch })).resolves.toBe(
      `${CHECKOUT}&locale=it`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("signed in: the Multipass login with the site's token", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('tokenABC_-==\n', { status: 200 }));
    await expect(checkoutDestination({ checkoutUrl: CHECKOUT, signedIn: true, language: 'de', fetch })).resolves.toBe(
      'http://127.0.0.1:5210/account/login/multipass/tokenABC_-==',
    );
    expect(fetch.mock.calls[0]![0]).toBe(multipassTokenRequestUrl(CHECKOUT));
  });

  it.each([
    ['403', () => Promise.resolve(new Response('', { status: 403 }))],
    ['429', () => Promise.resolve(new Response('Too many', { status: 429 }))],
    ['not a token', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signed in, failure (%s): logged, the checkout URL with the locale', async (_, answer) => {
    const log = vi.fn();
    await expect(checkoutDestination({ checkoutUrl: CHECKOUT, signedIn: true, language: 'de', fetch: vi.fn(answer), log })).resolves.toBe(
      `${CHECKOUT}&locale=de`,
    );
    expect(log).toHaveBeenCalledOnce();
  });
});
