import type { APIResponse } from '@playwright/test';
import { brandPublicOrigin } from '../../support/brands';
import { expect, test } from '../../support/fixtures';

/**
 * Security headers on every page type and response kind (issue 5, ARCHITECTURE §6). @flow
 */
function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers['access-control-allow-origin'], what).toBeUndefined();
  // localhost: no HSTS (tested for other hosts below).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('security headers @flow', () => {
  for (const [kind, path, status] of [
    ['home page', '/en/', 200],
    ['content page', '/de-CH/company/history', 200],
    ['not-found page', '/fr/nope', 404],
  ] as const) {
    test(`${kind}: CSP with a fresh nonce on every inline script, and the base headers`, async ({ request }) => {
      const first = await request.get(path, { headers: { origin: 'https://evil.example' } });
      expect(first.status()).toBe(status);
      expectBaseHeaders(first, path);
      const csp = directives(first.headers()['content-security-policy'] ?? '');
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);

      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, 'script-src carries a nonce').toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await first.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(html).toMatch(new RegExp(`<style nonce="${nonce?.replace(/[+/=]/g, '\\$&')}"`));

      const second = await request.get(path);
      expect(second.headers()['content-security-policy']).not.toContain(nonce!);
    });
  }

  test('redirects, data requests, proxies, static files and health checks carry the base headers', async ({ request }) => {
    const html = await (await request.get('/en/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    for (const [path, status] of [
      ['/en/members', 302],
      ['/en/company.data', 200],
      ['/ResolveCountryByIp.aspx', 200],
      // Not from one of our pages (no Fetch Metadata, no own-page header): the plain refusal (issue 23).
      ['/api/nope', 403],
      [asset!, 200],
      ['/logo.svg', 200],
      ['/healthz', 200],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0, headers: { origin: 'https://evil.example' } });
      expect(response.status(), path).toBe(status);
      expectBaseHeaders(response, path);
    }
  });

  test('long-lived caching only for fingerprinted assets', async ({ request }) => {
    const html = await (await request.get('/en/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('outside localhost: HSTS and upgrade-insecure-requests', async ({ request }) => {
    const response = await request.get('/en/', { headers: { host: 'www.kestrel.example' } });
    expect(response.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  test('a forged Host header changes no URL in the page (canonical, hreflang, og, JSON-LD)', async ({ request, brand }) => {
    const productPath = `/en/product/${brand.product.slug}`;
    for (const path of ['/en/', '/de-CH/company/history', '/fr/nope', productPath]) {
      const response = await request.get(path, { headers: { host: 'evil.example' }, maxRedirects: 0 });
      const location = response.headers()['location'];
      const html = location ? await (await request.get(location, { headers: { host: 'evil.example' } })).text() : await response.text();
      expect(html, path).not.toContain('evil.example');
      expect(location ?? '', path).not.toContain('evil.example');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical) expect(canonical, path).toMatch(new RegExp(`^${brandPublicOrigin(brand).replace(/\./g, '\\.')}/`));
    }
  });

  test('the browser runs the page under the policy without a single violation', async ({ page, consoleErrors }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/en/company');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
