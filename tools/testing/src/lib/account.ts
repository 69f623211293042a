import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/**
 * Sign-in and the session cookie (issue 14), for the e2e suite and the gates. Their servers run
 * with the local-services session secret (no SESSION_SECRET set), so a harness can open and seal
 * the session cookie as the server does (e.g. make its access token expire); a browser never can.
 */
export const DEMO_PASSWORD = 'kestrel-demo';
export const SESSION_COOKIE = 'kestrel_session';
/** apps/site/app/lib/env.server.ts LOCAL_SESSION_SECRET. */
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

/** What a session cookie's value holds, decrypted as the server does. */
export async function openSession(value: string): Promise<SessionTokens> {
  const { payload } = await jwtDecrypt(value, key);
  return payload as SessionTokens;
}

/** A session cookie's value, sealed as the server seals it, issued at `issuedAt` and expiring at `expiresAt` (seconds). */
export async function sealSession(payload: JWTPayload, issuedAt: number, expiresAt: number): Promise<string> {
  const { iat: _iat, exp: _exp, ...rest } = payload;
  return new EncryptJWT(rest)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .encrypt(key);
}

/** A session cookie of the right shape, sealed with the local secret, that expired a minute ago: `kestrel_session=…`. */
export async function expiredSessionCookie(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const value = await sealSession(
    {
      sub: 'cust-0001',
      email: 'anna.keller@example.com',
      givenName: 'Anna',
      familyName: 'Keller',
      preLaunchAccess: false,
      restrictedDownloads: false,
      idToken: '',
      accessToken: 'expired-access-token-000000',
      accessTokenExpiresAt: now - 3600,
      refreshToken: '',
    },
    now - 9 * 3600,
    now - 60,
  );
  return `${SESSION_COOKIE}=${value}`;
}

/** The cookie with one character of its authentication tag changed. */
export function tamperedCookie(cookie: string): string {
  const flip = cookie.at(-4) === 'A' ? 'B' : 'A';
  return `${cookie.slice(0, -4)}${flip}${cookie.slice(-3)}`;
}

/** A cookie jar across the site and the provider (one host, two ports: browsers share cookies across ports). */
function browser() {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const cut = pair.indexOf('=');
      const name = pair.slice(0, cut).trim();
      const value = pair.slice(cut + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { go, jar };
}

/**
 * Signs a demo customer in at a brand as a browser would, without one: the site's /login, the
 * provider's sign-in form, the site's callback. Answers the `kestrel_session=…` cookie pair.
 */
export async function signInThroughSite(siteUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { go, jar } = browser();
  let response = await go(`${siteUrl}/login?return_to=%2Fen%2F`);
  let url = new URL(`${siteUrl}/login`);
  for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400; hop++) {
    url = new URL(response.headers.get('location') ?? '', url);
    response = await go(url.href);
  }
  const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
  if (!action) throw new Error(`no sign-in form at ${url.href} (status ${response.status})`);
  url = new URL(action, url);
  response = await go(url.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400 && !jar.has(SESSION_COOKIE); hop++) {
    url = new URL(response.headers.get('location') ?? '', url);
    response = await go(url.href);
  }
  const session = jar.get(SESSION_COOKIE);
  if (!session) throw new Error(`sign-in of ${email} at ${siteUrl} gave no session (last status ${response.status} at ${url.href})`);
  return `${SESSION_COOKIE}=${session}`;
}

/** Revokes a token at the provider (RFC 7009) as an operator would; a refresh token takes its whole grant with it. */
export async function revokeAtProvider(localServicesUrl: string, token: string): Promise<void> {
  const response = await fetch(`${localServicesUrl}/oidc/token/revocation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${SITE_CLIENT.id}:${SITE_CLIENT.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }).toString(),
  });
  if (!response.ok) throw new Error(`revocation answered ${response.status}`);
}

/** The path of a restricted PDF download (isPrivate) of the tenant's catalog, found through the stand-in's product index. */
export async function restrictedDownloadPath(localServicesUrl: string, tenant: string): Promise<string> {
  const index = (await (await fetch(`${localServicesUrl}/product-data/v1/product-index/${tenant}?limit=80`)).json()) as {
    items: Array<{ englishName: string; hasDownloads: boolean }>;
  };
  for (const product of index.items.filter((item) => item.hasDownloads)) {
    const response = await fetch(
      `${localServicesUrl}/api/MasterProducts/getDownloadsExtended?name=${encodeURIComponent(product.englishName.replace(/ /g, '-'))}&lang=en`,
    );
    if (!response.ok) continue;
    const downloads = (await response.json()) as { all: { items: Array<{ url: string; isPrivate: boolean }> } };
    const restricted = downloads.all.items.find((item) => item.isPrivate && item.url.endsWith('.pdf'));
    if (restricted) return restricted.url;
  }
  throw new Error(`no restricted PDF among the first products of ${tenant}`);
}
