import type { APIRequestContext, Page } from '@playwright/test';
import { brandPublicOrigin } from '../../support/brands';
import { expect, test } from '../../support/fixtures';

/**
 * Search engines and sharing (issue 16): robots.txt, the sitemap index and a language sitemap as
 * valid XML whose URLs answer, the product page's JSON-LD, and none of it moved by a forged Host.
 */

/** Parses XML in the browser (DOMParser); the root element's name, the <loc>s, and any parse error. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
    const locs = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map(
      (node) => node.textContent ?? '',
    );
    const alternates = doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length;
    return { root: doc.documentElement.localName, error, locs, alternates };
  }, xml);
}

async function getText(request: APIRequestContext, path: string, host?: string) {
  const response = await request.get(path, host ? { headers: { host } } : {});
  expect(response.status(), path).toBe(200);
  return { text: await response.text(), headers: response.headers() };
}

test.describe('search engines and sharing @flow', () => {
  test('robots.txt closes personal, search and API paths and names the sitemap index on the public origin', async ({ request, brand }) => {
    const { text, headers } = await getText(request, '/robots.txt');
    expect(headers['content-type']).toContain('text/plain');
    expect(headers['cache-control']).toContain('s-maxage=60');
    expect(text).toContain('User-agent: *');
    for (const path of ['/api/', '/*/Search', '/*/my-account', '/*/cart']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${brandPublicOrigin(brand)}/sitemap.xml`);
  });

  test('the sitemap index and a language sitemap are valid XML whose URLs answer 200', async ({ page, request, brand }) => {
    const origin = brandPublicOrigin(brand);
    const index = await getText(request, '/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers['cache-control']).toContain('s-maxage=60');
    const parsedIndex = await parseXml(page, index.text);
    expect(parsedIndex.error).toBeNull();
    expect(parsedIndex.root).toBe('sitemapindex');
    expect(parsedIndex.locs).toEqual(['en', 'de', 'fr', 'it'].map((language) => `${origin}/sitemaps/${language}.xml`));

    const german = await getText(request, new URL(parsedIndex.locs[1]!).pathname);
    const sitemap = await parseXml(page, german.text);
    expect(sitemap.error).toBeNull();
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.alternates).toBe(sitemap.locs.length * 5);
    expect(sitemap.locs.every((loc) => loc.startsWith(`${origin}/de/`))).toBe(true);
    const paths = sitemap.locs.map((loc) => new URL(loc).pathname);
    expect(paths).toContain('/de/company/history');
    expect(paths.some((path) => path.startsWith(`/de/product/${brand.product.slug}/`))).toBe(true);
    for (const left of ['/de/members', '/de/404', '/de/qa/'])
      expect(
        paths.some((path) => path.startsWith(left)),
        left,
      ).toBe(false);

    // A sample of 50 spread over the list (pages, products, downloads): each answers 200 as it is.
    const step = Math.max(1, Math.floor(paths.length / 50));
    const sample = paths.filter((_, index) => index % step === 0).slice(0, 50);
    for (const path of sample) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("a product page's JSON-LD parses and holds Product and BreadcrumbList on the public origin", async ({ request, brand }) => {
    const response = await request.get(`/en/product/${brand.product.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const types = blocks.map((block) => block['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ position: number; name: string; item: string }>;
    };
    expect(breadcrumb.itemListElement.length).toBeGreaterThanOrEqual(3);
    expect(breadcrumb.itemListElement.at(-1)!.name).toContain(brand.product.name);
    for (const entry of breadcrumb.itemListElement) expect(entry.item.startsWith(`${brandPublicOrigin(brand)}/en/`), entry.item).toBe(true);
    const product = blocks.find((block) => block['@type'] === 'Product')!;
    expect(String(product['url'])).toMatch(new RegExp(`^${brandPublicOrigin(brand).replace(/\./g, '\\.')}/en/product/`));
  });

  test('the home page carries the Organization; a test page says noindex', async ({ request, brand }) => {
    const home = await (await request.get('/en/')).text();
    const organization = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: brand.displayName,
      url: `${brandPublicOrigin(brand)}/`,
      logo: `${brandPublicOrigin(brand)}/logo.svg`,
    });
    const testPage = await (await request.get('/en/qa/sanitising')).text();
    expect(testPage).toMatch(/<meta name="robots" content="noindex"/);
  });

  test('content and product pages share as cards: Open Graph and Twitter tags, the picture on the public origin', async ({
    page,
    brand,
  }) => {
    const origin = brandPublicOrigin(brand);
    const head = (name: string) => page.locator(`head meta[property="${name}"], head meta[name="${name}"]`);
    for (const path of ['/en/', `/en/product/${brand.product.slug}`]) {
      await page.goto(path);
      await expect(head('og:title'), path).toHaveAttribute('content', /\S/);
      await expect(head('og:url'), path).toHaveAttribute('content', new RegExp(`^${origin.replace(/\./g, '\\.')}/en/`));
      await expect(head('twitter:card'), path).toHaveAttribute('content', 'summary_large_image');
      await expect(head('twitter:title'), path).toHaveAttribute('content', (await head('og:title').getAttribute('content')) ?? '');
      const image = await head('og:image').getAttribute('content');
      expect(image, path).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/-/media/`));
      await expect(head('twitter:image'), path).toHaveAttribute('content', image!);
      // The picture is there: the site serves it on its own origin (the test server stands in for it).
      const picture = await page.request.get(new URL(image!).pathname);
      expect(picture.status(), image!).toBe(200);
      expect(picture.headers()['content-type'], image!).toMatch(/^image\//);
    }
  });

  test('a forged Host header changes no URL in robots.txt, the sitemaps or the product JSON-LD', async ({ request, brand }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/en.xml', `/en/product/${brand.product.slug}`, '/en/']) {
      const response = await request.get(path, { headers: { host: 'evil.example' } });
      expect(response.status(), path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain('evil.example');
      expect(text, path).toContain(brandPublicOrigin(brand));
    }
  });
});
