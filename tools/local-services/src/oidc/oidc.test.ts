import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as client from 'openid-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../database.ts';
import { listen, type TestServer } from '../test-app.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './seed/customers.ts';
import { SITE_CLIENT } from './provider.ts';

/**
 * The identity stand-in speaks OpenID Connect as openid-client 6 (the site's client) expects:
 * discovery, authorization code + PKCE through the stand-in's own sign-in page, ID-token claims,
 * RP-initiated logout; and it keeps its keys and sessions across a restart.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'local-services-identity-'));
const file = path.join(dir, 'test.sqlite');
const servers: TestServer[] = [];
afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<TestServer & { stop(): void }> {
  const { db } = openDatabase(file, { products: 10 });
  const { server } = createApp(db, { apiKey: 'k', log: () => undefined });
  const running = await listen(server, () => db.close());
  servers.push(running);
  return { ...running, stop: () => servers.splice(servers.indexOf(running), 1)[0]!.close() };
}

/** A browser's cookie jar for one origin, enough for the provider's session and interaction cookies. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
}

async function signIn(base: string, email: string, password: string) {
  const issuer = new URL(`${base}/oidc`);
  const config = await client.discovery(issuer, SITE_CLIENT.id, SITE_CLIENT.secret, undefined, { execute: [client.allowInsecureRequests] });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const redirectUri = 'http://127.0.0.1:3999/auth/callback';
  const authorize = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const go = browser();
  const toLogin = await go(authorize.href);
  expect(toLogin.status).toBe(303);
  const loginUrl = new URL(toLogin.headers.get('location')!, base).href;
  const page = await go(loginUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const posted = await go(new URL(action!, base).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { config, verifier, state, nonce, redirectUri, go, posted, loginHtml: html };
}

/** Follows the provider's redirects until it sends the browser back to the site. */
async function backToSite(go: ReturnType<typeof browser>, base: string, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop++) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`no redirect (status ${current.status}) ${await current.text()}`);
    const next = new URL(location, base);
    if (next.pathname === '/auth/callback') return next;
    current = await go(next.href);
  }
  throw new Error('too many redirects');
}

describe('identity stand-in (OpenID Connect)', () => {
  it('signs a demo customer in with code + PKCE; the ID token carries the names and the account flags', async () => {
    const server = await start();
    const customer = DEMO_CUSTOMERS.find((entry) => entry.preLaunchAccess && !entry.restrictedDownloads)!;
    const flow = await signIn(server.base, customer.email, DEMO_PASSWORD);
    expect(flow.loginHtml).toContain('<label for="email">E-mail address</label>');
    const callback = await backToSite(flow.go, server.base, flow.posted);
    const tokens = await client.authorizationCodeGrant(
      flow.config,
      callback,
      { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true },
      { redirect_uri: flow.redirectUri },
    );
    expect(tokens.claims()).toMatchObject({
      sub: customer.id,
      email: customer.email,
      given_name: customer.givenName,
      family_name: customer.familyName,
      prelaunch_access: true,
      restricted_downloads: false,
      iss: `${server.base}/oidc`,
    });
    const logout = client.buildEndSessionUrl(flow.config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'http://127.0.0.1:3999/',
    });
    const confirm = await flow.go(logout.href);
    expect(await confirm.text()).toContain('Sign out of your Kestrel account?');
    server.stop();
  });

  it('refuses a wrong password on its page, announced, keeping the e-mail', async () => {
    const server = await start();
    const flow = await signIn(server.base, DEMO_CUSTOMERS[0]!.email, 'wrong');
    expect(flow.posted.status).toBe(401);
    const html = await flow.posted.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(`value="${DEMO_CUSTOMERS[0]!.email}"`);
    server.stop();
  });

  it('refuses a forged state at the client and a redirect URI that is not the site callback', async () => {
    const server = await start();
    const flow = await signIn(server.base, DEMO_CUSTOMERS[0]!.email, DEMO_PASSWORD);
    const callback = await backToSite(flow.go, server.base, flow.posted);
    const checks = { pkceCodeVerifier: flow.verifier, expectedNonce: flow.nonce };
    await expect(
      client.authorizationCodeGrant(flow.config, callback, { ...checks, expectedState: 'forged' }, { redirect_uri: flow.redirectUri }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/state/) } });
    // Refused before the code was spent: the right state still completes the grant.
    const tokens = await client.authorizationCodeGrant(
      flow.config,
      callback,
      { ...checks, expectedState: flow.state },
      { redirect_uri: flow.redirectUri },
    );
    expect(tokens.claims()?.sub).toBe(DEMO_CUSTOMERS[0]!.id);
    const evil = client.buildAuthorizationUrl(flow.config, {
      redirect_uri: 'https://evil.example/auth/callback',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      state: 's',
    });
    const refused = await fetch(evil, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    server.stop();
  });

  it('issues the site a refresh token bound to the provider session: it refreshes the access token until the customer signs out there', async () => {
    const server = await start();
    const flow = await signIn(server.base, DEMO_CUSTOMERS[2]!.email, DEMO_PASSWORD);
    const callback = await backToSite(flow.go, server.base, flow.posted);
    const tokens = await client.authorizationCodeGrant(
      flow.config,
      callback,
      { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true },
      { redirect_uri: flow.redirectUri },
    );
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope?.split(' ')).not.toContain('offline_access');

    const refreshed = await client.refreshTokenGrant(flow.config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    // Not rotated: two requests of the site may refresh with the same token at once.
    expect(refreshed.refresh_token ?? tokens.refresh_token).toBe(tokens.refresh_token);
    expect((await client.refreshTokenGrant(flow.config, tokens.refresh_token!)).access_token).toEqual(expect.any(String));

    // Sign-out at the provider (the logout form posted) ends the refresh token with the session.
    const logout = await flow.go(
      client.buildEndSessionUrl(flow.config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'http://127.0.0.1:3999/' }).href,
    );
    const form = await logout.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1];
    const confirmed = await flow.go(new URL(action!, server.base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBeLessThan(400);
    await expect(client.refreshTokenGrant(flow.config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    server.stop();
  });

  it('revokes a refresh token with its grant (RFC 7009): neither it nor the grant access tokens are honoured after', async () => {
    const server = await start();
    const flow = await signIn(server.base, DEMO_CUSTOMERS[0]!.email, DEMO_PASSWORD);
    const callback = await backToSite(flow.go, server.base, flow.posted);
    const tokens = await client.authorizationCodeGrant(
      flow.config,
      callback,
      { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true },
      { redirect_uri: flow.redirectUri },
    );
    expect((await client.fetchUserInfo(flow.config, tokens.access_token, tokens.claims()!.sub)).sub).toBe(DEMO_CUSTOMERS[0]!.id);
    await client.tokenRevocation(flow.config, tokens.refresh_token!);
    await expect(client.refreshTokenGrant(flow.config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(flow.config, tokens.access_token, tokens.claims()!.sub)).rejects.toBeDefined();
    server.stop();
  });

  it('keeps its signing key across a restart (tokens issued before still verify)', async () => {
    const first = await start();
    const keys = await (await fetch(`${first.base}/oidc/jwks`)).json();
    first.stop();
    const second = await start();
    expect(await (await fetch(`${second.base}/oidc/jwks`)).json()).toEqual(keys);
    second.stop();
  });
});
