import { describe, expect, it } from 'vitest';
import { hostsOf, isCrossSiteWrite, publicOrigin, type WriteRequest } from './request-guards';

const OWN = hostsOf(['127.0.0.1:3000', 'https://www.technologies.kestrel.example']);

function post(headers: Record<string, string>, method = 'POST'): WriteRequest {
  const request = new Request('http://127.0.0.1:3000/cookie-consent', { method, headers });
  return { method: request.method, header: (name) => request.headers.get(name) };
}

describe('publicOrigin', () => {
  const requestUrl = new URL('http://evil.example/en/');
  const brandDomain = 'www.technologies.kestrel.example';

  it('is the configured PUBLIC_ORIGIN when set', () => {
    expect(publicOrigin({ configured: 'https://cdn.example', brandDomain, requestUrl, development: false })).toBe('https://cdn.example');
  });

  it("defaults to the brand's own domain in production, whatever Host the request names", () => {
    expect(publicOrigin({ configured: undefined, brandDomain, requestUrl, development: false })).toBe(
      'https://www.technologies.kestrel.example',
    );
  });

  it('is the request origin on the dev server only', () => {
    expect(publicOrigin({ configured: undefined, brandDomain, requestUrl: new URL('http://localhost:3000/en/'), development: true })).toBe(
      'http://localhost:3000',
    );
  });
});

describe('isCrossSiteWrite', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://shop.kestrel.example' }],
    ['a foreign Origin without Fetch Metadata', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
    ['a look-alike host', { origin: 'https://www.technologies.kestrel.example.evil.example' }],
  ])('refuses a write with %s', (_, headers) => {
    expect(isCrossSiteWrite(post(headers), OWN)).toBe(true);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s', (method) => {
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'cross-site' }, method), OWN)).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }],
    ['our request origin without Fetch Metadata', { origin: 'http://127.0.0.1:3000' }],
    ['our public origin (behind a TLS proxy)', { origin: 'https://www.technologies.kestrel.example' }],
    ['our own host over https while the server sees http', { origin: 'https://127.0.0.1:3000' }],
    ['no browser headers at all (curl)', {}],
  ])('lets a write with %s through', (_, headers) => {
    expect(isCrossSiteWrite(post(headers), OWN)).toBe(false);
  });

  it('never refuses a read, wherever it comes from', () => {
    const headers = new Headers({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(isCrossSiteWrite({ method, header: (name) => headers.get(name) }, OWN)).toBe(false);
  });
});

describe('hostsOf', () => {
  it('takes the host of origins and host names, dropping what does not parse', () => {
    expect(hostsOf(['https://www.example.com', '127.0.0.1:3100', undefined, '', 'http://[::1]:3000'])).toEqual([
      'www.example.com',
      '127.0.0.1:3100',
      '[::1]:3000',
    ]);
  });
});
