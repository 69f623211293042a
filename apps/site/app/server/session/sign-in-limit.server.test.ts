import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TOO_MANY_CLIENT_ERRORS,
  TOO_MANY_MULTIPASS,
  clientErrorLimitSettings,
  clientErrorRateLimit,
  formPostLimitSettings,
  formPostRateLimit,
  TOO_MANY_SIGN_INS,
  clientAddress,
  isSignInPath,
  multipassLimitSettings,
  multipassRateLimit,
  signInLimitSettings,
  signInRateLimit,
} from './sign-in-limit.server';
import { FORM_POST_LIMITED_HEADER } from '../scale-out/form-post-limit';

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serverWith(limit: number, trustedProxyHops = 0, make = signInRateLimit): Promise<string> {
  const app = express();
  const limiter = make({ limit, trustedProxyHops });
  if (limiter) app.use(limiter);
  app.use((_req, res) => {
    res.status(302).set('Location', '/en/').send('');
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });

describe('the sign-in rate limit', () => {
  it('answers the request over the limit on the sign-in paths with a plain 429 and Retry-After; other paths are not counted', async () => {
    const base = await serverWith(3);
    for (const path of ['/login?return_to=%2Fen%2F', '/auth/callback?code=x', '/en/company', '/logout'])
      expect((await get(`${base}${path}`)).status).toBe(302);
    const limited = await get(`${base}/login`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.text()).toBe(TOO_MANY_SIGN_INS);
    expect((await get(`${base}/LOGOUT/`)).status).toBe(429);
    expect((await get(`${base}/en/company`)).status).toBe(302);
  });

  it('gives the Multipass tokens (checkout hand-off and order pages) a budget of their own: 429 over it, sign-in paths not counted', async () => {
    const base = await serverWith(2, 0, multipassRateLimit);
    for (const path of ['/api/shopify/multipass?return_to=x', '/login', '/login', '/login', '/api/shopify/multipass-token'])
      expect((await get(`${base}${path}`)).status).toBe(302);
    const limited = await get(`${base}/api/shopify/multipass`);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toBe(TOO_MANY_MULTIPASS);
    // Issue 23: the order pages' token endpoint had no limit.
    expect((await get(`${base}/API/shopify/Multipass-Token/`)).status).toBe(429);
    expect((await get(`${base}/en/company`)).status).toBe(302);
    expect(multipassLimitSettings({ MULTIPASS_RATE_LIMIT: '0' }).limit).toBe(0);
    expect(multipassRateLimit({ limit: 0, trustedProxyHops: 0 })).toBeNull();
  });

  it('gives browser error reports a budget of their own (issue 29): 429 over it, other paths not counted', async () => {
    const base = await serverWith(2, 0, clientErrorRateLimit);
    for (const path of ['/api/client-errors', '/login', '/api/client-errors/']) expect((await get(`${base}${path}`)).status).toBe(302);
    const limited = await get(`${base}/api/client-errors`);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toBe(TOO_MANY_CLIENT_ERRORS);
    expect((await get(`${base}/en/company`)).status).toBe(302);
    expect(clientErrorLimitSettings({}).limit).toBe(30);
    expect(clientErrorLimitSettings({ CLIENT_ERROR_RATE_LIMIT: '0' }).limit).toBe(0);
    expect(() => clientErrorLimitSettings({ CLIENT_ERROR_RATE_LIMIT: 'many' })).toThrow(/CLIENT_ERROR_RATE_LIMIT/);
  });

  it('marks the contact-form posts over their budget instead of refusing them, so the page answers (issue 29)', async () => {
    const app = express();
    app.use(formPostRateLimit({ limit: 2, trustedProxyHops: 0 }) ?? ((_req, _res, next) => next()));
    app.use((req, res) => {
      res.json({ limited: req.get(FORM_POST_LIMITED_HEADER) ?? null });
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = async (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      (await (await fetch(`${base}${path}`, { method: 'POST', body, headers })).json()) as { limited: string | null };
    const form = () => {
      const data = new FormData();
      data.set('name', 'Ada');
      return data;
    };
    // A client cannot mark itself… nor unmark: the header it sends is dropped.
    expect(await post('/en/contact', form(), { [FORM_POST_LIMITED_HEADER]: '1' })).toEqual({ limited: null });
    expect(await post('/en/contact', form())).toEqual({ limited: null });
    // Not form posts: the API paths and bodies that are not multipart.
    expect(await post('/api/client-errors', form())).toEqual({ limited: null });
    expect(await post('/en/contact', 'name=Ada', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({ limited: null });
    expect(await post('/en/contact', form())).toEqual({ limited: '1' });
    expect(await post('/de/kontakt', form(), { [FORM_POST_LIMITED_HEADER]: '0' })).toEqual({ limited: '1' });
    expect(formPostLimitSettings({}).limit).toBe(30);
    expect(formPostRateLimit({ limit: 0, trustedProxyHops: 0 })).toBeNull();
    expect(() => formPostLimitSettings({ FORM_POST_RATE_LIMIT: '1.5' })).toThrow(/FORM_POST_RATE_LIMIT/);
  });

  it('counts each client on its own behind trusted proxies, and ignores a forged X-Forwarded-For without them', async () => {
    const behindProxy = await serverWith(1, 1);
    expect((await get(`${behindProxy}/login`, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(302);
    expect((await get(`${behindProxy}/login`, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(302);
    expect((await get(`${behindProxy}/login`, { 'x-forwarded-for': '198.51.100.9, 203.0.113.1' })).status).toBe(429);
    const direct = await serverWith(1);
    expect((await get(`${direct}/login`, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(302);
    expect((await get(`${direct}/login`, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(429);
  });

  it('is off at 0, 30 a minute unless set, and refuses a setting that is not a whole number', () => {
    expect(signInRateLimit({ limit: 0, trustedProxyHops: 0 })).toBeNull();
    expect(signInLimitSettings({})).toEqual({ limit: 30, trustedProxyHops: 0 });
    expect(signInLimitSettings({ SIGN_IN_RATE_LIMIT: '1000', TRUSTED_PROXY_HOPS: '2' })).toEqual({ limit: 1000, trustedProxyHops: 2 });
    expect(() => signInLimitSettings({ SIGN_IN_RATE_LIMIT: 'lots' })).toThrow(/SIGN_IN_RATE_LIMIT: must be a whole number/);
    expect(() => signInLimitSettings({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('knows the client address and the sign-in paths', () => {
    expect(clientAddress('10.0.0.5', '198.51.100.9, 203.0.113.1', 1)).toBe('203.0.113.1');
    expect(clientAddress('10.0.0.5', '198.51.100.9, 203.0.113.1', 2)).toBe('198.51.100.9');
    expect(clientAddress('10.0.0.5', '203.0.113.1', 3)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '203.0.113.1', 0)).toBe('10.0.0.5');
    expect(['/login', '/auth/callback', '/logout', '/Login/'].every(isSignInPath)).toBe(true);
    expect(['/', '/en/login', '/auth', '/loginx'].some(isSignInPath)).toBe(false);
  });
});
