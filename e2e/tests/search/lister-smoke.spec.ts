import { classesStyledOnlyLater } from '../../support/critical-css';
import { expect, test } from '../../support/fixtures';
import { CONTENT_LISTER_PAGES, LISTER_BY_BRAND, LISTER_PAGES } from '../../support/search';

/**
 * Smoke, every brand (issue 26): every lister page the brand has renders its first results on the
 * server (so without JavaScript), private (the page carries a search token), with the total and
 * the facets' GET form; the engine stays out of the HTML. Requests only: no browser page.
 */
test('every lister page renders its results on the server, with the total and no engine in the HTML', async ({ request, brand }) => {
  for (const path of LISTER_PAGES[brand.id]) {
    const response = await request.get(`/en${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    const html = await response.text();
    const total = Number(/role="status"[^>]*>(\d+) results</.exec(html)?.[1] ?? 0);
    expect(total, `${path}: the total`).toBeGreaterThan(0);
    // Result cards link to product pages (spec discovery §2 "Result links").
    expect(html, path).toMatch(/<h3[^>]*><a href="\/en\/(product|downloadsPage)\/[^"]+">/);
    expect(html, path).not.toMatch(/headless/i);
    expect(classesStyledOnlyLater(html, brand).unstyled, path).toEqual([]);
  }
});

test('the jobs, events, stories and downloads listers render their first results on the server, private, without the engine', async ({
  request,
  brand,
}) => {
  for (const path of CONTENT_LISTER_PAGES) {
    const response = await request.get(`/en${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    const html = await response.text();
    expect(Number(/role="status"[^>]*>(\d+) results</.exec(html)?.[1] ?? 0), `${path}: the total`).toBeGreaterThan(0);
    expect(html, path).not.toMatch(/headless/i);
    expect(classesStyledOnlyLater(html, brand).unstyled, path).toEqual([]);
  }
});

test('the product carousel block shows 15 products of a family the brand sells (all of a smaller one), rendered on the server', async ({
  request,
  brand,
}) => {
  // The family's total, from its lister page (the carousel shows the same products).
  const familyPage = await (await request.get(LISTER_BY_BRAND[brand.id])).text();
  const familyTotal = Number(/role="status"[^>]*>(\d+) results</.exec(familyPage)?.[1] ?? 0);
  const response = await request.get('/en/blocks/product-carousel');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/aria-roledescription="carousel" aria-label="Our products"/);
  const cards = [
    ...html.matchAll(/<article[^>]*><(?:img|span)[^>]*>(?:<\/span>)?<h3[^>]*><a href="\/en\/(?:product|downloadsPage)\/[^"]+">/g),
  ];
  expect(cards).toHaveLength(Math.min(15, familyTotal));
});
