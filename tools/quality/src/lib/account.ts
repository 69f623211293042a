import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EncryptJWT } from 'jose';
import { LOCAL_SERVICES_URL, workspaceRoot } from './stack.ts';

/**
 * What the gates need of the account area (issue 14): the account endpoints as the wire contract
 * lists them (read from CONTRACT.md, so an endpoint added there is probed too), a demo customer's
 * session obtained the way a browser gets one (the site's /login, the provider's sign-in page, the
 * site's callback), a session cookie that is expired, and a restricted download of the catalog.
 */
export interface AccountEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The browser path, /api/…, with a sample id where the contract has {id}. */
  path: string;
}

/** Every endpoint row of the contract's table. */
export function contractEndpoints(contract = readFileSync(path.join(workspaceRoot, 'libs/account/data-access/src/lib/api/CONTRACT.md'), 'utf8')): AccountEndpoint[] {
  return [...contract.matchAll(/^\| (GET|POST|PUT|DELETE) \| (\/api\/\S+)/gm)].map(([, method, route]) => ({ method: method as AccountEndpoint['method'], path: route!.replace('{id}', 'probe-id') }));
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

/** Signs a demo customer in at a brand as a browser would; the `kestrel_session=…` cookie pair. */
export async function signInThroughSite(siteUrl: string, email: string, password = 'kestrel-demo'): Promise<string> {
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
  response = await go(url.href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password }).toString() });
  for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400 && !jar.has('kestrel_session'); hop++) {
    url = new URL(response.headers.get('location') ?? '', url);
    response = await go(url.href);
  }
  const session = jar.get('kestrel_session');
  if (!session) throw new Error(`sign-in of ${email} at ${siteUrl} gave no session (last status ${response.status} at ${url.href})`);
  return `kestrel_session=${session}`;
}

/** A session cookie of the right shape, sealed with the local secret, that expired a minute ago. */
export async function expiredSessionCookie(): Promise<string> {
  const key = createHash('sha256').update('local-services-only-session-secret-0123456789', 'utf8').digest();
  const now = Math.floor(Date.now() / 1000);
  const value = await new EncryptJWT({ sub: 'cust-0001', email: 'anna.keller@example.com', givenName: 'Anna', familyName: 'Keller', preLaunchAccess: false, restrictedDownloads: false, idToken: '', accessToken: 'expired-access-token-000000', accessTokenExpiresAt: now - 3600, refreshToken: '' })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now - 9 * 3600)
    .setExpirationTime(now - 60)
    .encrypt(key);
  return `kestrel_session=${value}`;
}

/** The cookie with one character of its authentication tag changed. */
export function tamperedCookie(cookie: string): string {
  const flip = cookie.at(-4) === 'A' ? 'B' : 'A';
  return `${cookie.slice(0, -4)}${flip}${cookie.slice(-3)}`;
}

/** A restricted PDF download (isPrivate) of the tenant's catalog, through the stand-in's product index. */
export async function restrictedDownloadPath(tenant: string): Promise<string> {
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
