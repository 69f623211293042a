import { createHash } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import { LOCAL_SERVICES_URL } from './brands';

/**
 * Sign-in and the session cookie for account tests (issue 14). The suite's servers run with the
 * local-services session secret (no SESSION_SECRET set), so a test can open the session cookie as
 * the server does and, e.g., make its access token expire; the browser itself never can.
 */
export const DEMO_PASSWORD = 'kestrel-demo';
export const SESSION_COOKIE = 'kestrel_session';
/** apps/site/app/server/runtime/env.server.ts LOCAL_SESSION_SECRET. */
const LOCAL_SESSION_SECRET = 'local-services-only-session-secret-0123456789';
const key = createHash('sha256').update(LOCAL_SESSION_SECRET, 'utf8').digest();
/** The site's client at the provider stand-in (tools/local-services/src/oidc/provider.ts). */
const SITE_CLIENT = { id: 'kestrel-site', secret: 'local-site-client-secret' };

export interface SessionTokens extends JWTPayload {
  sub: string;
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
}

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

/** What the session cookie holds, decrypted as the server does. */
export async function openSession(value: string): Promise<SessionTokens> {
  const { payload } = await jwtDecrypt(value, key);
  return payload as SessionTokens;
}

/** Seals a changed session as the server would and puts it in the browser. */
export async function replaceSession(context: BrowserContext, baseURL: string, payload: SessionTokens): Promise<void> {
  const { iat: _iat, exp: _exp, ...rest } = payload;
  const now = Math.floor(Date.now() / 1000);
  const value = await new EncryptJWT(rest).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt(now).setExpirationTime(now + 3600).encrypt(key);
  await context.addCookies([{ name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** Revokes a token at the provider (RFC 7009) as an operator would; a refresh token takes its whole grant with it. */
export async function revokeAtProvider(token: string): Promise<void> {
  const response = await fetch(`${LOCAL_SERVICES_URL}/oidc/token/revocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${SITE_CLIENT.id}:${SITE_CLIENT.secret}`).toString('base64')}` },
    body: new URLSearchParams({ token }).toString(),
  });
  if (!response.ok) throw new Error(`revocation answered ${response.status}`);
}

/** A restricted download of the catalog (isPrivate), found through the stand-in's product index. */
export async function restrictedDownloadUrl(tenant: string): Promise<string> {
  const index = (await (await fetch(`${LOCAL_SERVICES_URL}/product-data/v1/product-index/${tenant}?limit=80`)).json()) as { items: Array<{ englishName: string; hasDownloads: boolean }> };
  for (const product of index.items.filter((item) => item.hasDownloads)) {
    const response = await fetch(`${LOCAL_SERVICES_URL}/api/MasterProducts/getDownloadsExtended?name=${encodeURIComponent(product.englishName.replace(/ /g, '-'))}&lang=en`);
    if (!response.ok) continue;
    const downloads = (await response.json()) as { all: { items: Array<{ url: string; isPrivate: boolean }> } };
    const restricted = downloads.all.items.find((item) => item.isPrivate && item.url.endsWith('.pdf'));
    if (restricted) return restricted.url;
  }
  throw new Error(`no restricted PDF among the first products of ${tenant}`);
}
