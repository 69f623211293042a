import { chooseNecessaryCookies, waitForHydration } from '../../support/chrome';
import { classesStyledOnlyLater } from '../../support/critical-css';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { countIn, listerOf, totalIn } from '../../support/search';

/**
 * The events, jobs and stories/jobs listers (spec discovery §2, §3, §4, §9) on the pages
 * local-services seeds for them (/company/careers, /news/events, /news/stories), against its
 * Coveo stand-in with the real Headless engine. The rules (company tabs, facet order, rows, the
 * restriction) are unit tests in @mbw/search and @mbw/search-data-access. @flow
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test('jobs: company tabs with their counts (International among them), a tab narrows the jobs and keeps the URL @flow', async ({
  page,
  consoleErrors,
}) => {
  expect((await page.goto('/en/company/careers'))?.status()).toBe(200);
  await waitForHydration(page);
  const { lister, status, results: rows, filters } = listerOf(page, 'Open positions');
  const tabs = lister.getByRole('navigation', { name: 'Companies' }).getByRole('link');
  const labels = await tabs.allTextContents();
  // All jobs, then at most four companies, International one of them (spec discovery §9).
  expect(labels[0]).toMatch(/^All jobs \(\d+\)$/);
  expect(labels.length).toBeGreaterThanOrEqual(2);
  expect(labels.length).toBeLessThanOrEqual(5);
  expect(labels.filter((label) => /^International \(\d+\)$/.test(label))).toHaveLength(1);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  const all = countIn(labels[0]!);
  // Each job has one company: the companies' counts add up to all jobs (four tabs hold them all here).
  expect(labels.slice(1).reduce((sum, label) => sum + countIn(label), 0)).toBe(all);
  await expect(status).toHaveText(`${all} results`);
  await expect(rows).toHaveCount(Math.min(30, all));
  // A job row: linked title, company, location and work load (spec discovery §3).
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/en\/company\/careers#/);
  await expect(rows.first().getByRole('definition')).toHaveCount(3);
  // The work-load facet in order of the percentage (spec discovery §9).
  const workloads = (await filters.getByRole('group', { name: 'Workload' }).locator('li label').allTextContents()).map((label) =>
    Number(/^(\d+)/.exec(label)?.[1]),
  );
  expect(workloads).toEqual([...workloads].sort((a, b) => a - b));
  await expectNoAxeViolations(page);

  // The International tab: its jobs only, its count the total; the URL carries it.
  const international = tabs.filter({ hasText: /^International/ });
  const internationalCount = countIn(await international.textContent());
  await international.click();
  await expect(page).toHaveURL(/\/en\/company\/careers\?company=International$/);
  await expect(lister.getByRole('navigation', { name: 'Companies' }).getByRole('link', { name: /^International/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(status).toHaveText(`${internationalCount} results`);
  await expect(rows).toHaveCount(Math.min(30, internationalCount));
  // The company is each row's first fact.
  const companies = await rows.locator('dl > div:first-child > dd').allTextContents();
  expect(companies).toHaveLength(Math.min(30, internationalCount));
  for (const company of companies) expect(company).toBe('International');
  // The tabs keep their counts (the group-by leaves the tab's own restriction out).
  await expect(tabs.first()).toHaveText(labels[0]!);

  // Phone width: the tabs and rows pass axe too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('events: the date facet in month order, labelled without the sort key; a month narrows the events @flow', async ({
  page,
  consoleErrors,
}) => {
  expect((await page.goto('/en/news/events'))?.status()).toBe(200);
  await waitForHydration(page);
  const { status, results: rows, filters } = listerOf(page, 'Upcoming events');
  const total = totalIn(await status.textContent());
  expect(total).toBeGreaterThan(0);
  await expect(rows).toHaveCount(Math.min(30, total));
  // An event row: its dates (Amsterdam time), linked title, venue and place.
  await expect(rows.first().locator('time')).toHaveText(/\d{4}/);
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/en\/news\/events#/);

  const months = filters.getByRole('group', { name: 'Date' }).getByRole('checkbox');
  const labels = (await filters.getByRole('group', { name: 'Date' }).locator('li label').allTextContents()).map((label) =>
    label.replace(/\s*\(\d+\)\s*$/, ''),
  );
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  const keys = labels.map((label) => Date.parse(`1 ${label} UTC`));
  expect(keys).toEqual([...keys].sort((a, b) => a - b));
  await expectNoAxeViolations(page);

  const month = months.nth(1);
  const monthCount = countIn(await month.locator('xpath=..').textContent());
  expect(monthCount).toBeLessThan(total);
  await month.check();
  await expect(page).toHaveURL(/[?&]f-eventmonth=/);
  await expect(status).toHaveText(`${monthCount} results`);
  await expect(rows).toHaveCount(monthCount);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('stories and jobs: stories and jobs together, the category facet narrows them, 30 then load more @flow', async ({
  page,
  consoleErrors,
}) => {
  expect((await page.goto('/en/news/stories'))?.status()).toBe(200);
  await waitForHydration(page);
  const { status, results: rows, filters } = listerOf(page, 'Stories and jobs');
  const total = totalIn(await status.textContent());
  expect(total).toBeGreaterThan(30);
  await expect(rows).toHaveCount(30);
  const hrefs = await rows.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.some((href) => href?.startsWith('/en/news/stories#'))).toBe(true);
  await expect(filters.getByRole('group', { name: 'Region' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Load more: the browser's engine asks the same-origin proxy for the next page.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(Math.min(60, total));

  const category = filters.getByRole('group', { name: 'Category' }).getByRole('checkbox').first();
  const categoryCount = countIn(await category.locator('xpath=..').textContent());
  expect(categoryCount).toBeLessThan(total);
  await category.check();
  await expect(page).toHaveURL(/[?&]f-category=/);
  await expect(status).toHaveText(`${categoryCount} results`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('without JavaScript each lister renders its rows on the server; a query without results says so with the query @flow', async ({
  request,
  brand,
}) => {
  for (const [path, href] of [
    ['/en/company/careers?company=International', '/en/company/careers#'],
    ['/en/news/events', '/en/news/events#'],
    ['/en/news/stories', '/en/news/'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(Number(/role="status"[^>]*>(\d+) results</.exec(html)?.[1] ?? 0), path).toBeGreaterThan(0);
    expect(html, path).toContain(`<h3 class="`);
    expect(html, path).toContain(`href="${href}`);
    expect(html, path).not.toMatch(/headless/i);
    // The rows' and tabs' styles (content-lister.module.css) are in the page's inline CSS, not only in the view's chunk.
    const module = /class="_rows_([a-z0-9]{5})_\d+"/.exec(html)?.[1];
    expect(module, path).toBeTruthy();
    expect(
      classesStyledOnlyLater(html, brand).unstyled.filter((name) => name.includes(`_${module}_`)),
      path,
    ).toEqual([]);
  }
  const html = await (await request.get('/en/news/events?q=zzqxw')).text();
  expect(html).toContain('No results for “zzqxw”. Check the spelling or try a more general term.');
});
