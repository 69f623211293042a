import type { Page } from '@playwright/test';
import { LOCAL_SERVICES_URL } from '../../support/brands';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { clearFaults, setFault } from '../../support/local-services';

/**
 * Sign-in (issue 14): the header's Sign in goes through the real OpenID Connect provider of
 * local-services (code + PKCE) and back to the page the visitor was on, greeted by last name;
 * sign-out ends both sessions. The return path, a forged callback and a tampered cookie are
 * checked on the wire. @flow
 */
const ANNA = { email: 'anna.keller@example.com', password: 'kestrel-demo', lastName: 'Keller' };

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

/** Fills the provider's own sign-in page. */
async function signInAtProvider(page: Page, customer: { email: string; password: string }): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${LOCAL_SERVICES_URL}/oidc/interaction/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your Kestrel account');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in @flow', () => {
  test('Sign in in the header goes to the provider and back to the same page, greeted by last name; Sign out ends it', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/de/company/history');
    await page.locator('header').getByRole('link', { name: 'Anmelden' }).click();
    await signInAtProvider(page, ANNA);

    await expect(page).toHaveURL(`${baseURL}/de/company/history`);
    const header = page.locator('header').first();
    await expect(header.getByText(`Hallo, ${ANNA.lastName}`)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Mein Konto' })).toBeVisible();
    // The session is an httpOnly cookie the page's scripts cannot read; signed-in pages are private.
    const cookies = await page.context().cookies(baseURL);
    const session = cookies.find((cookie) => cookie.name === 'kestrel_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session!.value).not.toContain(ANNA.lastName);
    expect(await page.evaluate(() => document.cookie)).not.toContain('kestrel_session');
    const again = await page.request.get('/de/company/history');
    expect(again.headers()['cache-control']).toContain('private');
    await expectNoAxeViolations(page);

    await header.getByRole('link', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/`));
    await expect(
      page
        .locator('header')
        .first()
        .getByRole('link', { name: /Sign in|Anmelden/ }),
    ).toBeVisible();
    expect((await page.context().cookies(baseURL)).some((cookie) => cookie.name === 'kestrel_session')).toBe(false);
  });

  test('a wrong password is announced on the provider page; the visitor stays signed out', async ({ page }) => {
    await page.goto('/login?return_to=%2Fen%2F');
    await signInAtProvider(page, { email: ANNA.email, password: 'not-it' });
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is not right.');
    await expect(page.getByLabel('E-mail address')).toHaveValue(ANNA.email);
  });

  test('return_to leads only to a path on this site: //evil.example goes home', async ({ page, baseURL }) => {
    await page.goto('/login?return_to=%2F%2Fevil.example%2F');
    await signInAtProvider(page, ANNA);
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/en/$`));
    await expect(page.locator('header').first().getByText(`Hello, ${ANNA.lastName}`)).toBeVisible();
  });

  test('a callback without a sign-in in progress (or a forged state) is refused: a 400 page, no session', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.goto('/auth/callback?code=forged&state=forged');
    expect(response?.status()).toBe(400);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in did not complete');
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', /^\/login\?return_to=/);
    expect((await page.context().cookies(baseURL)).some((cookie) => cookie.name === 'kestrel_session')).toBe(false);
    await expectNoAxeViolations(page);

    // A sign-in started, but the state in the answer is not the one sent.
    const started = await request.get('/login?return_to=%2Fen%2F', { maxRedirects: 0 });
    expect(started.status()).toBe(302);
    expect(new URL(started.headers()['location']!).searchParams.get('code_challenge_method')).toBe('S256');
    const forged = await request.get('/auth/callback?code=whatever&state=not-the-one', { maxRedirects: 0 });
    expect(forged.status()).toBe(400);
    expect(forged.headers()['set-cookie'] ?? '').not.toMatch(/kestrel_session=[^;]/);
  });

  test('a tampered or foreign session cookie is an anonymous visitor, never an error', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'kestrel_session', value: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC', url: baseURL! },
    ]);
    const response = await page.goto('/en/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('header').first().getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('sign-in, provider failing @faults', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async () => {
    await clearFaults();
  });

  test('the provider failing during the code exchange: "Sign-in did not complete" (400) in the site frame, signed out', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login?return_to=%2Fen%2Fcompany');
    // The provider fails just as the browser comes back with the code, so the site's exchange of
    // the code gets a 500. The provider's redirects after the sign-in form are followed here (a
    // redirect hop cannot be intercepted), then the browser is sent on to the site's callback.
    await page.route('**/oidc/interaction/*/login', async (route) => {
      let response = await route.fetch({ maxRedirects: 0 });
      let location = new URL(response.headers()['location']!, LOCAL_SERVICES_URL);
      for (let hop = 0; hop < 5 && location.pathname !== '/auth/callback'; hop++) {
        response = await page.request.get(location.href, { maxRedirects: 0 });
        location = new URL(response.headers()['location']!, LOCAL_SERVICES_URL);
      }
      await setFault('identity', 'error');
      await route.fulfill({ status: 303, headers: { location: location.href } });
    });
    await signInAtProvider(page, ANNA);
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/auth/callback`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sign-in did not complete');
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login?return_to=%2Fen%2Fcompany');
    expect((await page.context().cookies(baseURL)).some((cookie) => cookie.name === 'kestrel_session')).toBe(false);
  });
});
