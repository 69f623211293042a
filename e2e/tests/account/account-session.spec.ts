import type { Page } from '@playwright/test';
import { LOCAL_SERVICES_URL } from '../../support/brands';
import { chooseNecessaryCookies } from '../../support/chrome';
import { expect, test } from '../../support/fixtures';
import {
  openSession,
  replaceSession,
  restrictedDownloadUrl,
  revokeAtProvider,
  sessionCookieValue,
  signIn,
  signInAtProvider,
} from '../../support/account-session';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/**
 * The site's server side of the account area (issue 14): account calls go through the page's own
 * origin, the server attaches the customer's access token (refreshed when it has expired) and
 * answers 403 without a valid session; restricted files are protected on the server. @flow
 */
const ANNA = 'anna.keller@example.com';
const LEA = 'lea.fischer@example.com';
/** Pre-launch access (spec account §6). */
const PAUL = 'paul.brenner@example.com';
/** A pre-launch product of each flow brand (local-services catalog: every 23rd master from the 9th). */
const PRE_LAUNCH: Record<string, { path: string; name: string }> = {
  technologies: { path: '/en/product/RADIANT-TWIN/242-830', name: 'RADIANT TWIN' },
  sensor: { path: '/en/product/PULSAR-P/435-160', name: 'PULSAR P' },
};

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

/** An account call as the page makes it: same-origin fetch, the session cookie sent by the browser. */
function accountCall(page: Page, path: string, init: { method?: string; body?: string } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        ...init,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
      return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control') };
    },
    { path, init },
  );
}

test.describe('account session @flow', () => {
  test("a signed-in customer's account call goes through the page's origin with the token attached; anonymous is 403", async ({ page }) => {
    await page.goto('/en/');
    const anonymous = await accountCall(page, '/api/Devices/getNoOfDevices');
    expect(anonymous).toEqual({ status: 403, body: '{"message":"Invalid session"}', cacheControl: 'private, no-store' });

    await signIn(page, ANNA);
    const count = await accountCall(page, '/api/Devices/getNoOfDevices');
    expect(count.status).toBe(200);
    expect(Number.isInteger(JSON.parse(count.body))).toBe(true);
    expect(count.cacheControl).toBe('private, no-store');
    // Methods are the contract's: another one is 405; the delete-account endpoint is DELETE only.
    expect((await accountCall(page, '/api/Devices/getNoOfDevices', { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await accountCall(page, '/api/delete-account')).status).toBe(405);
    // Oversize bodies are refused before anything is stored.
    const oversize = await accountCall(page, '/api/Addresses/createAddress', {
      method: 'POST',
      body: JSON.stringify({ firstName: 'x'.repeat(70 * 1024) }),
    });
    expect(oversize.status).toBe(413);
  });

  test('a tampered session cookie is no session: 403, and the pages show a visitor', async ({ page, context, baseURL }) => {
    await signIn(page, ANNA);
    const sealed = (await sessionCookieValue(context, baseURL!))!;
    const tampered = `${sealed.slice(0, -6)}${sealed.slice(-6, -5) === 'A' ? 'B' : 'A'}${sealed.slice(-5)}`;
    await context.addCookies([{ name: 'kestrel_session', value: tampered, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    expect((await accountCall(page, '/api/Devices/getNoOfDevices')).status).toBe(403);
    await page.goto('/en/');
    await expect(page.locator('header').first().getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('an expired access token is refreshed on the server, transparently: the call answers 200 and the new session comes back as the cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, ANNA);
    const before = await openSession((await sessionCookieValue(context, baseURL!))!);
    expect(before.refreshToken).not.toBe('');
    // The token has expired, as far as the session says, and the provider would no longer take it either.
    await replaceSession(context, baseURL!, {
      ...before,
      accessToken: 'expired-token-no-longer-known-anywhere',
      accessTokenExpiresAt: Math.floor(Date.now() / 1000) - 5,
    });
    const count = await accountCall(page, '/api/Devices/getNoOfDevices');
    expect(count.status).toBe(200);
    const after = await openSession((await sessionCookieValue(context, baseURL!))!);
    expect(after.accessToken).not.toBe('expired-token-no-longer-known-anywhere');
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessTokenExpiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600);
    expect(after.sub).toBe(before.sub);
    // The next call uses the refreshed token as it is.
    expect((await accountCall(page, '/api/Devices/getNoOfDevices')).status).toBe(200);
  });

  test('a session the provider revoked gives 403, and /logout then signs the browser out', async ({ page, context, baseURL }) => {
    await signIn(page, ANNA);
    const session = await openSession((await sessionCookieValue(context, baseURL!))!);
    await revokeAtProvider(session.refreshToken);
    const revoked = await accountCall(page, '/api/Devices/getNoOfDevices');
    expect(revoked.status).toBe(403);
    // What the browser's account request does after a 403 (account-request.ts): GET /logout.
    await page.goto('/logout');
    await expect(page).toHaveURL((url) => url.origin === baseURL || url.origin === LOCAL_SERVICES_URL);
    expect(await sessionCookieValue(context, baseURL!)).toBeUndefined();
    expect((await page.request.get('/api/Devices/getNoOfDevices', { headers: OWN_PAGE_HEADERS })).status()).toBe(403);
  });

  test('a restricted file: an anonymous visitor is sent to sign in and comes back to download it', async ({ page, baseURL, brand }) => {
    const file = await restrictedDownloadUrl(brand.id === 'sensor' ? 'sensor' : 'technologies');
    const anonymous = await page.request.get(file, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()['location']).toBe(`/login?return_to=${encodeURIComponent(file)}`);
    expect(anonymous.headers()['cache-control']).toBe('private, no-store');

    // Following the link: sign-in at the provider, then back to the file, which the browser opens.
    const fileAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === file && response.status() === 200);
    await page.goto(file);
    await signInAtProvider(page, { email: LEA });
    const opened = await fileAnswer;
    expect(opened.headers()['content-type']).toBe('application/pdf');
    await expect(page).toHaveURL(`${baseURL}${file}`);
    const again = await page.request.get(file);
    expect(again.status()).toBe(200);
    expect(again.headers()['content-type']).toBe('application/pdf');
    expect(again.headers()['cache-control']).toBe('private, no-store');
    expect(again.headers()['x-download-access']).toBeUndefined();
    expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a restricted file for a customer without access: a 403 page, not the file', async ({ page, brand }) => {
    const file = await restrictedDownloadUrl(brand.id === 'sensor' ? 'sensor' : 'technologies');
    await signIn(page, ANNA);
    const response = await page.goto(file);
    expect(response?.status()).toBe(403);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access to this file');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  });

  test('a pre-launch product is a 404 to visitors and opens for a customer with pre-launch access', async ({ page, brand }) => {
    const product = PRE_LAUNCH[brand.id];
    test.skip(!product, 'the pre-launch products named here are those of the flow brands');
    if (!product) return;
    expect((await page.goto(product.path))?.status()).toBe(404);
    await signIn(page, PAUL, product.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
  });

  test('/login?return_to=//evil.example still goes home after sign-in', async ({ page, baseURL }) => {
    await page.goto('/login?return_to=%2F%2Fevil.example');
    await signInAtProvider(page, { email: ANNA });
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/en/$`));
  });
});
