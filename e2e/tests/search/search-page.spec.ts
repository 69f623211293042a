import { brandFor } from '../../support/search';
import { chooseNecessaryCookies, waitForHydration } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { clearFaults, setFault } from '../../support/local-services';

/**
 * The global search page (spec discovery §2 "Search", §4, §9) against local-services' Coveo
 * stand-in, with the real Headless engine: the server renders the first results, the browser
 * hydrates them and loads more. One page load per journey; the rules (tabs, URLs, article numbers)
 * are unit tests in @mbw/search and @mbw/search-data-access. @flow
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test('tabs with counts, 30 results then load more, a facet narrows the count, tabs switch and the back button returns @flow', async ({
  page,
  brand,
  consoleErrors,
}) => {
  const search = brandFor(brand.id);
  const response = await page.goto(`/en/Search?q=${search.broadQuery}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
  await expect(page).toHaveTitle(`Search results for “${search.broadQuery}” | ${brand.displayName}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${search.broadQuery}”`);

  const tabs = main.getByRole('navigation', { name: 'Result types' });
  await expect(tabs.getByRole('link')).toHaveText([/^Products \(\d+\)$/, /^Accessories/, /^Contents/, /^Stories/, /^Careers/, /^Variants/]);
  await expect(tabs.getByRole('link', { name: /^Products/ })).toHaveAttribute('aria-current', 'page');
  const productsTotal = Number(/\((\d+)\)/.exec((await tabs.getByRole('link', { name: /^Products/ }).textContent()) ?? '')?.[1]);
  expect(productsTotal).toBeGreaterThan(30);

  const status = main.getByRole('status');
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(status).toHaveText(`30 of ${productsTotal} results`);
  await expect(cards).toHaveCount(30);
  // Every result links to its product page (spec discovery §2 "Result links").
  for (const href of await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/en\/(product|downloadsPage)\/[^/]+(\/\d{3}-\d{3})?$/);
  }
  await expectNoAxeViolations(page);

  // Load more: the browser's engine asks the same-origin proxy for the next 30.
  const more = page.waitForRequest((request) => request.url().includes('/api/search/v2') && request.method() === 'POST');
  await main.getByRole('button', { name: 'Load more' }).click();
  const request = await more;
  expect(request.postDataJSON()).toMatchObject({ q: search.broadQuery, firstResult: 30, numberOfResults: 30 });
  await expect(cards).toHaveCount(Math.min(60, productsTotal));
  await expect(status).toHaveText(`${Math.min(60, productsTotal)} of ${productsTotal} results`);

  // A facet value narrows the results to its count, and the URL keeps the choice.
  const filters = main.getByRole('form', { name: 'Filters' });
  // Each change applies itself once hydrated: the form's own button is out of sight.
  await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeHidden();
  const value = filters.getByRole('checkbox').first();
  const valueCount = Number(/\((\d+)\)/.exec((await value.locator('xpath=..').textContent()) ?? '')?.[1]);
  expect(valueCount).toBeLessThan(productsTotal);
  await value.check();
  await expect(page).toHaveURL(/[?&]f-classification=/);
  await expect(status).toHaveText(`${Math.min(30, valueCount)} of ${valueCount} results`);
  await expect(filters.getByRole('checkbox').first()).toBeChecked();

  // Another tab: its own results, facets left behind; back returns to the products tab.
  await tabs.getByRole('link', { name: /^Contents/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/Search\\?q=${search.broadQuery}&tab=contents$`));
  await expect(tabs.getByRole('link', { name: /^Contents/ })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('form', { name: 'Filters' })).toHaveCount(0);
  // Its results open pages of the site (no result leads to a 404).
  const contentHref = await cards.first().getByRole('link').getAttribute('href');
  expect((await page.request.get(contentHref ?? '/missing')).status()).toBe(200);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]f-classification=/);
  await expect(status).toHaveText(`${Math.min(30, valueCount)} of ${valueCount} results`);
  expect(consoleErrors).toEqual([]);
});

test('an article number puts the variant tab first and selects it; an unknown word says there are no results @flow', async ({
  page,
  brand,
}) => {
  const search = brandFor(brand.id);
  await page.goto(`/en/Search?q=${search.articleNumber}`);
  const main = page.getByRole('main');
  const tabs = main.getByRole('navigation', { name: 'Result types' }).getByRole('link');
  await expect(tabs.first()).toHaveText('Variants (1)');
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([`${search.productName} ${search.articleNumber}`]);
  await expect(main.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
    'href',
    `/en/product/${search.productSlug}/${search.articleNumber.replace('.', '-')}`,
  );

  // Markup in a query is text, and a query with nothing found says so with the query.
  await main.getByRole('searchbox', { name: 'Search the site' }).fill('<b>zzqxw</b>');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=%3Cb%3Ezzqxw%3C%2Fb%3E/);
  await expect(main.getByRole('status')).toHaveText('No results for “<b>zzqxw</b>”. Check the spelling or try a more general term.');
  await expect(main.locator('b')).toHaveCount(0);
  await expect(main.getByRole('navigation', { name: 'Result types' })).toBeHidden();
});

test('without JavaScript the header’s GET form reaches the search page, which shows results and searches again @flow', async ({
  browser,
  baseURL,
  brand,
}) => {
  const search = brandFor(brand.id);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/en/company');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Search', exact: true }).click();
  await banner.getByRole('searchbox', { name: 'Search the site' }).fill(search.productName);
  await banner.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/Search\\?q=${search.productName.replace(' ', '\\+')}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${search.productName}”`);
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(search.productName);
  await expect(main.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  // The page's own form searches again.
  await main.getByRole('searchbox', { name: 'Search the site' }).fill(search.articleNumber);
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(main.getByRole('navigation', { name: 'Result types' }).getByRole('link').first()).toHaveText('Variants (1)');
  await context.close();
});

test.describe('search service failing @faults', () => {
  test.afterEach(async () => {
    await clearFaults();
  });

  test('an answer that is not JSON: the search page says so (503) in the site’s frame, and the rest of the site works @faults', async ({
    page,
  }) => {
    await setFault('coveo', 'malformed');
    const response = await page.goto('/en/Search?q=kestrel');
    expect(response?.status()).toBe(503);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Search is not available right now. Please try again later.');
    await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('kestrel');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
