import { classesStyledOnlyLater } from '../../support/critical-css';
import { expect, test } from '../../support/fixtures';

/**
 * Smoke, every brand (issue 25): the search page is server-rendered with results on the brand's
 * default tab (contents on group, products elsewhere) and kept out of search engines, and the home
 * page offers it to them as its SearchAction. Requests only: no browser page.
 */
test('the search page renders results on the server, on the brand’s default tab, noindex; the home page names it in its WebSite JSON-LD', async ({
  request,
  brand,
}) => {
  const response = await request.get('/en/Search?q=kestrel');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toMatch(/<h1[^>]*>Search results for “kestrel”<\/h1>/);
  const defaultTab = brand.id === 'group' ? 'Contents' : 'Products';
  expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${defaultTab} \\(\\d+\\)<`));
  expect(html).toMatch(/>\d+ of \d+ results</);
  // The engine is not in the page's first load (it comes after the results are on screen), and
  // the page's own chunk brings no CSS the server HTML lacks (no restyle on hydration).
  expect(html).not.toMatch(/headless/i);
  expect(classesStyledOnlyLater(html, brand).unstyled).toEqual([]);

  const home = await (await request.get('/en/')).text();
  const jsonLd = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  );
  const website = jsonLd.find((entry) => entry['@type'] === 'WebSite');
  expect(website?.potentialAction).toEqual({
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: expect.stringMatching(/^https?:\/\/[^/]+\/en\/Search\?q=\{search_term_string\}$/) },
    'query-input': 'required name=search_term_string',
  });
});
