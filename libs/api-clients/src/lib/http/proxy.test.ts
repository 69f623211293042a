import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { proxyRequest } from './proxy';

describe('proxyRequest', () => {
  it('forwards only whitelisted headers, adds server-side parameters and the client address', async () => {
    const { fetch, requests } = fakeFetch(
      () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json', 'set-cookie': 'x=1' } }),
    );
    const request = new Request('http://site.test/sitecore/api/jss/dictionary/x/en', {
      headers: { accept: 'application/json', cookie: 'session=secret', authorization: 'Bearer t' },
    });
    const response = await proxyRequest(request, new URL('http://cms.test/sitecore/api/jss/dictionary/x/en'), {
      service: 'dictionary',
      timeoutMs: 500,
      clientAddress: '198.51.100.7',
      addSearchParams: { sc_apikey: 'KEY' },
      addHeaders: { sc_apikey: 'HEADER-KEY' },
      fetch,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('set-cookie')).toBeNull();
    const sent = new Headers(requests[0]!.init.headers);
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('authorization')).toBeNull();
    expect(sent.get('accept')).toBe('application/json');
    expect(sent.get('x-forwarded-for')).toBe('198.51.100.7');
    expect(sent.get('sc_apikey')).toBe('HEADER-KEY');
    expect(requests[0]!.url.searchParams.get('sc_apikey')).toBe('KEY');
  });

  it('passes byte ranges through for media files only when asked to', async () => {
    const { fetch, requests } = fakeFetch(
      () =>
        new Response(new Uint8Array([1, 2, 3, 4]), {
          status: 206,
          headers: { 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'content-range': 'bytes 0-3/100', 'content-length': '4' },
        }),
    );
    const request = () => new Request('http://site.test/-/media/a.webm', { headers: { range: 'bytes=0-3', 'if-range': '"v1"' } });
    const options = { service: 'media', timeoutMs: 500, fetch };
    const ranged = await proxyRequest(request(), new URL('http://cms.test/-/media/a.webm'), { ...options, byteRanges: true });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 0-3/100');
    expect(ranged.headers.get('accept-ranges')).toBe('bytes');
    expect(ranged.headers.get('content-length')).toBe('4');
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    const sent = new Headers(requests[0]!.init.headers);
    expect([sent.get('range'), sent.get('if-range')]).toEqual(['bytes=0-3', '"v1"']);

    const plain = await proxyRequest(request(), new URL('http://cms.test/-/media/a.webm'), options);
    expect(new Headers(requests[1]!.init.headers).get('range')).toBeNull();
    expect(plain.headers.get('content-range')).toBeNull();
  });

  it('passes Vary on, so a shared cache keeps the AVIF, WebP and JPEG answers of one picture apart', async () => {
    const { fetch } = fakeFetch(() => new Response('img', { status: 200, headers: { 'content-type': 'image/avif', vary: 'Accept' } }));
    const request = new Request('http://site.test/-/media/a.jpg?mw=320', { headers: { accept: 'image/avif,image/webp,*/*' } });
    const response = await proxyRequest(request, new URL('http://cms.test/-/media/a.jpg?mw=320'), {
      service: 'media',
      timeoutMs: 500,
      fetch,
    });
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('content-type')).toBe('image/avif');
  });

  it('passes the upstream status through', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(404, { route: null }));
    const response = await proxyRequest(new Request('http://site.test/a'), new URL('http://cms.test/a'), {
      service: 'layout',
      timeoutMs: 500,
      fetch,
    });
    expect(response.status).toBe(404);
  });

  it('answers 502 for an upstream 5xx without passing its body on', async () => {
    const { fetch } = fakeFetch(() => new Response('Error at Sitecore.Pipelines.Foo (stack...)', { status: 500 }));
    const response = await proxyRequest(new Request('http://site.test/a'), new URL('http://cms.test/a'), {
      service: 'menu',
      timeoutMs: 500,
      fetch,
    });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('{"error":"menu is unavailable"}');
  });

  it('keeps an upstream 5xx status when asked (the account API, spec account §8), still without its body', async () => {
    const { fetch } = fakeFetch(() => new Response('Error at Sitecore.Pipelines.Foo (stack...)', { status: 500 }));
    const response = await proxyRequest(new Request('http://site.test/a'), new URL('http://cms.test/a'), {
      service: 'account',
      timeoutMs: 500,
      fetch,
      keepServerErrorStatus: true,
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"account is unavailable"}');
    const down = fakeFetch(() => new TypeError('fetch failed'));
    const unreachable = await proxyRequest(new Request('http://site.test/a'), new URL('http://cms.test/a'), {
      service: 'account',
      timeoutMs: 500,
      fetch: down.fetch,
      keepServerErrorStatus: true,
    });
    expect(unreachable.status).toBe(502);
  });

  it('answers 502 when the upstream is down and 504 when it is slow', async () => {
    const down = fakeFetch(() => new TypeError('fetch failed'));
    const slow = fakeFetch(() => 'hang');
    const options = { service: 'geo-ip', timeoutMs: 50 };
    const r1 = await proxyRequest(new Request('http://site.test/a'), new URL('http://up.test/a'), { ...options, fetch: down.fetch });
    const r2 = await proxyRequest(new Request('http://site.test/a'), new URL('http://up.test/a'), { ...options, fetch: slow.fetch });
    expect([r1.status, r2.status]).toEqual([502, 504]);
    expect(await r1.json()).toEqual({ error: 'geo-ip is unavailable' });
  });

  it('refuses oversized bodies', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, {}));
    const request = new Request('http://site.test/graphql', { method: 'POST', body: 'x'.repeat(1_000_001) });
    const response = await proxyRequest(request, new URL('http://cms.test/graphql'), { service: 'graphql', timeoutMs: 500, fetch });
    expect(response.status).toBe(413);
    expect(requests).toHaveLength(0);
  });

  it('refuses a body over its own limit, however it arrives, and passes one within it', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, {}));
    const chunks = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let index = 0; index < 4; index++) controller.enqueue(new Uint8Array(100));
          controller.close();
        },
      });
    const send = (body: BodyInit) =>
      proxyRequest(
        new Request('http://site.test/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit),
        new URL('http://api.test/x'),
        { service: 'account', timeoutMs: 500, maxBodyBytes: 399, fetch },
      );
    expect((await send(chunks())).status).toBe(413);
    expect(requests).toHaveLength(0);
    expect((await send('y'.repeat(399))).status).toBe(200);
    expect(new TextDecoder().decode(requests[0]!.init.body as Uint8Array)).toBe('y'.repeat(399));
  });

  it('lets a gate answer instead of the upstream, from the upstream status and headers', async () => {
    const { fetch } = fakeFetch(
      () => new Response('%PDF secret', { status: 200, headers: { 'content-type': 'application/pdf', 'x-download-access': 'restricted' } }),
    );
    const gated = await proxyRequest(
      new Request('http://site.test/-/media/downloads/a.pdf'),
      new URL('http://cms.test/-/media/downloads/a.pdf'),
      {
        service: 'media',
        timeoutMs: 500,
        fetch,
        gate: (upstream) =>
          upstream.headers.get('x-download-access') ? new Response('sign in', { status: 302, headers: { location: '/login' } }) : null,
      },
    );
    expect(gated.status).toBe(302);
    expect(await gated.text()).toBe('sign in');
    const passed = await proxyRequest(new Request('http://site.test/-/media/a.pdf'), new URL('http://cms.test/-/media/a.pdf'), {
      service: 'media',
      timeoutMs: 500,
      fetch,
      gate: () => null,
    });
    expect(await passed.text()).toBe('%PDF secret');
    expect(passed.headers.get('x-download-access')).toBeNull();
  });
});
