import { chooseNecessaryCookies, waitForHydration } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { brandFor, countIn, flowListerFor, listerOf, totalIn } from '../../support/search';

/**
 * The product-family and accessories listers (spec discovery §2 "Product-family search pages",
 * "Facets", §4 facets modal, §9) against local-services' Coveo stand-in with the real Headless
 * engine: the server renders the first page for the URL's selection, facet changes navigate, the
 * hydrated engine loads more. The rules (URL, two-option rule, ranges, modal reducer, restriction)
 * are unit tests in @mbw/search and @mbw/search-data-access. @flow
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

const totalOf = async (status: ReturnType<typeof listerOf>['status']) => totalIn(await status.textContent());
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a facet and a numeric range narrow the total, load more, reload keeps the selection, keyboard only, reset all @flow', async ({
  page,
  brand,
  consoleErrors,
}) => {
  const fixture = flowListerFor(brand.id);
  const response = await page.goto(fixture.path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const { status, results: cards, filters } = listerOf(page, fixture.title);
  const total = await totalOf(status);
  expect(total).toBeGreaterThan(0);
  await expect(cards).toHaveCount(Math.min(30, total));
  // Each change applies itself once hydrated: the form's own button is out of sight.
  await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeHidden();
  await expectNoAxeViolations(page);

  // Load more: the browser's engine asks the same-origin proxy for the next 30.
  if (total > 30) {
    const more = page.waitForRequest((request) => request.url().includes('/api/search/v2') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Load more' }).click();
    expect((await more).postDataJSON()).toMatchObject({ firstResult: 30, numberOfResults: 30 });
    await expect(cards).toHaveCount(Math.min(60, total));
  } else {
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  }

  // Keyboard only: focus the facet's first value and press Space; the total becomes its count.
  const group = filters.getByRole('group', { name: fixture.facet });
  const value = group.getByRole(fixture.facet === 'Device shape' ? 'radio' : 'checkbox').nth(fixture.facet === 'Device shape' ? 1 : 0);
  const label = await value.locator('xpath=..').textContent();
  const valueCount = countIn(label);
  expect(valueCount).toBeLessThan(total);
  await value.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]f-[a-z]+=/);
  await expect(status).toHaveText(`${valueCount} results`);
  await expect(cards).toHaveCount(Math.min(30, valueCount));

  // A numeric range (the brand's lister has one): the total narrows again.
  let narrowed = valueCount;
  if (fixture.numeric) {
    const range = filters.getByRole('group', { name: fixture.numeric }).getByRole('checkbox').first();
    await expect(range).toHaveAccessibleName(/^[\d'’ ,.]+ – [\d'’ ,.]+ W/);
    await range.check();
    await expect(page).toHaveURL(/[?&]f-power=\d+(\.\d+)?\.\.\d+(\.\d+)?/);
    await expect.poll(() => totalOf(status)).toBeLessThan(valueCount);
    narrowed = await totalOf(status);
    expect(narrowed).toBeGreaterThan(0);
  }

  // Reload: the URL keeps the selection, the server renders it.
  const url = page.url();
  await page.reload();
  await waitForHydration(page);
  expect(page.url()).toBe(url);
  await expect(status).toHaveText(`${narrowed} results`);
  await expect(
    filters
      .getByRole('group', { name: fixture.facet })
      .getByRole(fixture.facet === 'Device shape' ? 'radio' : 'checkbox', { checked: true })
      .first(),
  ).toHaveAccessibleName(new RegExp(`^${escapeRegExp((label ?? '').replace(/\s*\(\d+\)\s*$/, '').trim())}\\s*\\(\\d+\\)$`));

  // Reset all: every facet deselected, the whole family again.
  await filters.getByRole('link', { name: 'Reset all' }).click();
  await expect(status).toHaveText(`${total} results`);
  expect(new URL(page.url()).search).toBe('');
  expect(consoleErrors).toEqual([]);
});

test('mobile: the facets open in a modal; discard restores the selection, apply keeps it @flow', async ({ page, brand, consoleErrors }) => {
  const fixture = flowListerFor(brand.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(fixture.path);
  await waitForHydration(page);
  const { status, filters } = listerOf(page, fixture.title);
  const total = await totalOf(status);
  // Narrow screens keep the facets in the modal: the page shows only the button.
  await expect(filters).toBeHidden();
  await expectNoAxeViolations(page);

  const open = page.getByRole('button', { name: 'Filters', exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const value = dialog
    .getByRole('group', { name: fixture.facet })
    .getByRole(fixture.facet === 'Device shape' ? 'radio' : 'checkbox')
    .nth(fixture.facet === 'Device shape' ? 1 : 0);
  const valueCount = countIn(await value.locator('xpath=..').textContent());
  await value.check();
  await expectNoAxeViolations(page);
  // Discard: nothing applied, the copy restored, focus back on the button.
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(new URL(page.url()).search).toBe('');
  await expect(status).toHaveText(`${total} results`);

  await open.click();
  await expect(value).not.toBeChecked();
  await value.check();
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/[?&]f-[a-z]+=/);
  await expect(status).toHaveText(`${valueCount} results`);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the accessories lister: the omnibox takes its name from the hash and offers at most 5 accessories or products; the category facet narrows, blowers get their numeric facets @flow', async ({
  page,
  brand,
  consoleErrors,
}) => {
  const { productName } = brandFor(brand.id);
  // The hash's name is asked for as soon as the page is hydrated.
  const suggestions = page.waitForRequest(
    (request) => request.url().includes('/api/search/v2') && request.postDataJSON()?.pipeline === 'Omnibox',
  );
  await page.goto(`/en/Accessories#accessoryName=${encodeURIComponent(productName)}`);
  await waitForHydration(page);
  const { status, filters } = listerOf(page, 'All accessories');
  const total = await totalOf(status);
  const box = page.getByRole('combobox', { name: 'Search accessories and products' });
  await expect(box).toHaveValue(productName);
  await box.focus();
  expect((await suggestions).postDataJSON()).toMatchObject({ q: productName, pipeline: 'Omnibox' });
  const options = page.getByRole('listbox', { name: 'Instant results' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(5);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // A product picked in the omnibox narrows the lister to the accessories that fit it (§2, §5).
  await page.keyboard.press('ArrowDown');
  const product = page.locator('[role="option"][href*="compatible="]').first();
  await expect(product).toBeVisible();
  const picked = (await product.locator('span span').first().textContent())?.trim() ?? '';
  await product.click();
  await expect(page).toHaveURL(/[?&]compatible=/);
  await expect(page.getByText(`Accessories that fit ${picked}`)).toBeVisible();
  await expect(status).not.toHaveText(`${total} results`);
  await page.getByRole('link', { name: 'Show all accessories' }).click();
  await expect(status).toHaveText(`${total} results`);

  // A category chosen above the lister: the total becomes its count, and the page glides to the
  // facets (70 px under the top on desktop), focus with them (§4). Single choice; no
  // static-pressure facet unless blowers.
  const categories = filters.getByRole('group', { name: 'Category' });
  await expect(filters.getByRole('group', { name: 'Static pressure' })).toHaveCount(0);
  const chosen = page.getByRole('navigation', { name: 'Accessory categories' }).getByRole('link').first();
  const categoryCount = countIn(await chosen.textContent());
  expect(categoryCount).toBeLessThan(total);
  await chosen.click();
  await expect(page).toHaveURL(/f-accessory-category=/);
  await expect(status).toHaveText(`${categoryCount} results`);
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(filters).toBeFocused();
  await expect.poll(async () => Math.round((await filters.boundingBox())?.y ?? -1)).toBe(70);
  const blowers = categories.getByRole('radio', { name: /^Blowers/ });
  if ((await blowers.count()) > 0) {
    await blowers.check();
    await expect(page).toHaveURL(/f-accessory-category=Blowers/);
    await expect(filters.getByRole('group', { name: 'Static pressure' }).getByRole('checkbox').first()).toHaveAccessibleName(/ Pa\b/);
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lister shows its results, and its facets apply with the Apply button @flow', async ({ page, brand }) => {
    const fixture = flowListerFor(brand.id);
    await page.goto(fixture.path);
    const { status, results: cards, filters } = listerOf(page, fixture.title);
    const total = await totalOf(status);
    await expect(cards).toHaveCount(Math.min(30, total));
    const value = filters
      .getByRole('group', { name: fixture.facet })
      .getByRole(fixture.facet === 'Device shape' ? 'radio' : 'checkbox')
      .nth(fixture.facet === 'Device shape' ? 1 : 0);
    const valueCount = countIn(await value.locator('xpath=..').textContent());
    await value.check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]f-[a-z]+=/);
    await expect(status).toHaveText(`${valueCount} results`);
  });
});
