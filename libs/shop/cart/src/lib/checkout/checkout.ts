import { ownPageHeaders } from '@mbw/util';

/**
 * The checkout hand-off (spec shop §4 "Checkout hand-off", §7, §8; BRIEF "Site endpoints"): a
 * signed-in customer gets a Multipass token from the site (`GET /api/shopify/multipass?return_to=`,
 * 200 text/plain) and the browser goes to `{origin of the checkout URL}/account/login/multipass/{token}`;
 * anonymous, or any failure (logged), goes to the cart's checkout URL with `locale=` added.
 */
export const MULTIPASS_ENDPOINT = '/api/shopify/multipass';

/** The checkout URL with `locale=<language>` (replacing one already there). */
export function checkoutUrlWithLocale(checkoutUrl: string, language: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('locale', language);
  return url.toString();
}

export function multipassTokenRequestUrl(checkoutUrl: string): string {
  return `${MULTIPASS_ENDPOINT}?${new URLSearchParams({ return_to: checkoutUrl }).toString()}`;
}

/** Shopify's Multipass login on the store's domain (the checkout URL's origin). */
export function multipassLoginUrl(checkoutUrl: string, token: string): string {
  return `${new URL(checkoutUrl).origin}/account/login/multipass/${token}`;
}

/** A Multipass token is URL-safe base64; anything else is not one. */
const TOKEN = /^[A-Za-z0-9_-]+={0,2}$/;

export interface CheckoutOptions {
  checkoutUrl: string;
  signedIn: boolean;
  /** The page language (`de`, `fr-CH`): the checkout's `locale`. */
  language: string;
  fetch?: typeof fetch;
  /** Where failures are logged (console by default). */
  log?: (message: string, cause?: unknown) => void;
}

/** Where the checkout button sends the browser. Never throws. */
export async function checkoutDestination({
  checkoutUrl,
  signedIn,
  language,
  fetch: fetchImpl = fetch,
  log = console.error,
}: CheckoutOptions): Promise<string> {
  const fallback = () => checkoutUrlWithLocale(checkoutUrl, language);
  if (!signedIn) return fallback();
  try {
    const response = await fetchImpl(multipassTokenRequestUrl(checkoutUrl), {
      headers: { accept: 'text/plain', ...ownPageHeaders() },
      credentials: 'same-origin',
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`The Multipass endpoint answered ${response.status}`);
    }
    const token = (await response.text()).trim();
    if (!TOKEN.test(token)) throw new Error('The Multipass endpoint answered no token');
    return multipassLoginUrl(checkoutUrl, token);
  } catch (error) {
    log('Checkout: Multipass hand-off failed, going to the checkout URL', error);
    return fallback();
  }
}
