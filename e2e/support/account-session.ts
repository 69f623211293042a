import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  SESSION_COOKIE,
  openSession,
  restrictedDownloadPath,
  revokeAtProvider as revokeAtHarnessProvider,
  sealSession,
  type SessionTokens,
} from '@mbw/testing';
import { LOCAL_SERVICES_URL } from './brands';

/**
 * Sign-in and the session cookie for account tests (issue 14), in the browser. The session key,
 * sealing and the provider calls are `@mbw/testing`'s (the gates use them too).
 */
export { openSession, type SessionTokens };

/** Fills the provider's own sign-in page. */
export async function signInAtProvider(page: Page, customer: { email: string; password?: string }): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${LOCAL_SERVICES_URL}/oidc/interaction/`));
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through /login and the provider page, back on `returnTo`. */
export async function signIn(page: Page, email: string, returnTo = '/en/'): Promise<void> {
  await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
  await signInAtProvider(page, { email });
  await expect(page).toHaveURL((url) => url.pathname === returnTo);
}

export async function sessionCookieValue(context: BrowserContext, baseURL: string): Promise<string | undefined> {
  return (await context.cookies(baseURL)).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** Seals a changed session as the server would and puts it in the browser. */
export async function replaceSession(context: BrowserContext, baseURL: string, payload: SessionTokens): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const value = await sealSession(payload, now, now + 3600);
  await context.addCookies([{ name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** Revokes a token at the suite's provider (RFC 7009) as an operator would. */
export function revokeAtProvider(token: string): Promise<void> {
  return revokeAtHarnessProvider(LOCAL_SERVICES_URL, token);
}

/** A restricted download of the catalog (isPrivate), found through the suite's stand-in. */
export function restrictedDownloadUrl(tenant: string): Promise<string> {
  return restrictedDownloadPath(LOCAL_SERVICES_URL, tenant);
}
