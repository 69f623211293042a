import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../runtime/env.server';
import { httpReachable, readiness, upstreamChecks, type ReadinessCheck } from './readiness.server';

/** What the handler wrote: status and JSON body. */
function answerOf(handle: (res: ServerResponse) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    let status = 0;
    const res = {
      writeHead: (code: number) => {
        status = code;
        return res;
      },
      end: (text: string) => resolve({ status, body: JSON.parse(text) }),
    } as unknown as ServerResponse;
    handle(res);
  });
}

describe('readiness', () => {
  it('answers 503 with what it waits for until every check passed once, then 200 without asking again', async () => {
    let reachable = false;
    const check = vi.fn(async () => reachable);
    const ready = readiness(
      [
        { name: 'sitecore', reachable: check },
        { name: 'search', reachable: async () => true },
      ],
      { timeoutMs: 1000 },
    );
    const handle = (res: ServerResponse) => ready.handle({} as never, res);
    expect(await answerOf(handle)).toEqual({ status: 503, body: { status: 'starting', waitingFor: ['sitecore'] } });
    reachable = true;
    expect(await answerOf(handle)).toEqual({ status: 200, body: { status: 'ready' } });
    reachable = false;
    expect(await answerOf(handle)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(check).toHaveBeenCalledTimes(2);
    ready.drain();
    expect(await answerOf(handle)).toEqual({ status: 503, body: { status: 'draining' } });
  });

  it('asks the upstreams once for any number of probes at the same time', async () => {
    let open: (value: boolean) => void = () => undefined;
    const check: ReadinessCheck = { name: 'sitecore', reachable: vi.fn(() => new Promise<boolean>((resolve) => (open = resolve))) };
    const ready = readiness([check], { timeoutMs: 1000 });
    const answers = Array.from({ length: 5 }, () => answerOf((res) => ready.handle({} as never, res)));
    open(true);
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(check.reachable).toHaveBeenCalledTimes(1);
  });

  it('checks each distinct upstream origin once, named by role', () => {
    expect(upstreamChecks(parseEnv({})).map((check) => check.name)).toEqual([
      'sitecore+geoIp+maps+productData+account+identity+shopify+shopAccess+search',
    ]);
    const config = parseEnv({
      SITECORE_API_URL: 'https://cd.example.com',
      COVEO_SEARCH_URL: 'https://kestrel.org.coveo.com/rest/search/v2',
      SHOPIFY_STORE_DOMAIN: 'https://kestrel.myshopify.com',
      OIDC_ISSUER_URL: 'https://login.example.com/realm',
      SESSION_SECRET: 'a-real-deployment-secret-of-40-characters',
      SHOPIFY_MULTIPASS_SECRET: 'a-real-multipass-secret',
      SHOP_TEST_ACCESS_KEY: 'a-real-tester-key',
      COVEO_API_KEY: 'a-real-coveo-key',
    });
    expect(upstreamChecks(config).map((check) => check.name)).toEqual([
      'sitecore+geoIp+maps+productData+account+shopAccess',
      'identity',
      'shopify',
      'search',
    ]);
  });
});

describe('httpReachable', () => {
  it('counts any HTTP answer but a gateway error as reached, and a refused connection as not', async () => {
    let status = 404;
    const server = http.createServer((_req, res) => {
      res.statusCode = status;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signal = () => AbortSignal.timeout(5000);
    try {
      expect(await httpReachable(origin)(signal())).toBe(true);
      status = 401;
      expect(await httpReachable(origin)(signal())).toBe(true);
      status = 503;
      expect(await httpReachable(origin)(signal())).toBe(false);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await httpReachable(origin)(signal())).toBe(false);
  });
});
