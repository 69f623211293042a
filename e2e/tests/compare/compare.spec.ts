import { readFile } from 'node:fs/promises';
import { SAMPLE_PRODUCTS, type BrandId } from '@mbw/testing';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { flowListerFor, listerOf } from '../../support/search';

/**
 * Product compare (issue 27, @mbw/shop-compare), anonymous, on a shop and a non-shop brand: the
 * lister's compare checkboxes up to 4 of a family (the 5th refused), the product hero's button
 * (disabled at 4; adding another family), the floating icon, and the compare page: categories,
 * rows 5 then 5 more, differences only, the CSV. Keyboard only: every control is reached by Tab or
 * focused and worked with Space or Enter, as a keyboard user would (one journey, no extra page loads).
 * The store's rules, the count rule, the rows and the CSV's quoting are unit tests in
 * @mbw/shop-compare. @flow
 */
/** Whether the focused element shows the focus ring (focus-visible and an outline drawn). */
const showsFocusRing = (element: Element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none';
/** A product of another family than the flow lister's (local-services' deterministic catalog). */
const OTHER_FAMILY: Partial<Record<BrandId, { slug: string; name: string }>> = {
  technologies: SAMPLE_PRODUCTS.technologies, // hot-air tools; the lister shows heat guns
  sensor: { slug: 'MICROFLUX-MINI', name: 'MICROFLUX MINI' }, // mass flow; the lister shows laser gas detectors
};

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test('keyboard only: compare 4 of a family from the lister (the 5th refused, the hero button disabled), another from a hero, then the compare page and its CSV @flow', async ({
  page,
  brand,
  consoleErrors,
}) => {
  test.slow();
  const fixture = flowListerFor(brand.id);
  const other = OTHER_FAMILY[brand.id];
  if (!other) throw new Error(`No compare fixture for brand ${brand.id}`);
  await gotoHydrated(page, fixture.path);
  const { results: cards } = listerOf(page, fixture.title);
  const names: string[] = [];
  for (let index = 0; index < 5; index += 1) names.push((await cards.nth(index).getByRole('heading', { level: 3 }).textContent()) ?? '');

  // Four products: each ticked with Space, the compare box counts them; at 4 it says the category is full.
  for (const [index, name] of names.slice(0, 4).entries()) {
    const checkbox = cards.nth(index).getByRole('checkbox', { name: `Compare ${name}` });
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
    const box = cards.nth(index).getByRole('group', { name: 'Compare' });
    await expect(box.getByRole('status')).toHaveText(
      index < 3
        ? `${index + 1} of 4 in compare. Compare more: add up to ${3 - index} more products of this category.`
        : /You can compare up to 4/,
    );
    if (index > 0) continue;
    // The box follows the checkbox in the tab order; its close button hands focus back.
    await page.keyboard.press('Tab');
    await expect(box.getByRole('link', { name: 'Compare now' })).toBeFocused();
    expect(await box.getByRole('link', { name: 'Compare now' }).evaluate(showsFocusRing)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toHaveCount(0);
    await expect(checkbox).toBeFocused();
  }
  // The fifth is refused: unticked, its box explains; only one box is open.
  const fifth = cards.nth(4).getByRole('checkbox', { name: `Compare ${names[4]}` });
  await fifth.focus();
  await page.keyboard.press('Space');
  await expect(fifth).not.toBeChecked();
  await expect(cards.nth(4).getByRole('status')).toHaveText(/You can compare up to 4 products of a category/);
  await expect(page.getByRole('group', { name: 'Compare' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Compare' })).toHaveCount(0);
  await expect(fifth).toBeFocused();
  // The floating icon: this page is named after the family, so its count is the family's.
  await expect(page.getByRole('link', { name: 'Compare products (4)' })).toBeVisible();

  // The fifth product's page: the hero's button is disabled, and says why.
  await gotoHydrated(page, (await cards.nth(4).getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? '');
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
  await expect(page.getByText('Up to 4 products of a category can be compared.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compare products (4)' })).toBeVisible();

  // Another family's product through its hero: added (pressed), its box links to the compare page.
  await gotoHydrated(page, `/en/product/${other.slug}`);
  await page.getByRole('button', { name: 'Compare', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'In compare' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Compare products (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Compare now' }).focus();
  await page.keyboard.press('Enter');

  // The compare page: server-rendered, not indexed; the lister's family first (the cookie's order).
  await expect(page).toHaveURL(/\/en\/Comparison$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const categories = page.getByRole('navigation', { name: 'Compared categories' });
  const first = categories.getByRole('button', { name: /\(4\)$/ });
  await expect(first).toHaveAttribute('aria-current', 'true');
  const familyHeading = page.getByRole('heading', { level: 2 }).first();
  const family = (await first.textContent())?.replace(/ \(4\)$/, '') ?? '';
  await expect(familyHeading).toHaveText(family);
  for (const name of names.slice(0, 4)) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expectNoAxeViolations(page);

  // Switch category (Tab from the current one, past its remove button), and back (the rows start at 5 again).
  await first.focus();
  await page.keyboard.press('Tab');
  await expect(categories.getByRole('button', { name: `Remove the category ${family} from compare` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(categories.getByRole('button', { name: /\(1\)$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: other.name })).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(familyHeading).toHaveText(family);
  const specs = page.getByRole('region', { name: 'Technical specifications' });
  const shownRows = specs.locator('tbody tr:visible');
  await expect(shownRows).toHaveCount(5);
  const more = page.getByRole('button', { name: /^Show \d+ more rows$/ }).first();
  const added = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0]);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(shownRows).toHaveCount(5 + added);

  // Differences only: rows where all four agree hide (never more rows than before).
  const allRows = await specs.locator('tbody tr').count();
  const differences = page.getByRole('switch', { name: 'Show differences only' });
  await differences.focus();
  await page.keyboard.press('Space');
  await expect(differences).toBeChecked();
  expect(await specs.locator('tbody tr').count()).toBeLessThanOrEqual(allRows);
  // Every row still shown tells the products apart (the rule itself: compare-rows.test.ts).
  const rowValues = await specs
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim().toLowerCase() ?? '')));
  expect(rowValues.length).toBeGreaterThan(0);
  for (const values of rowValues) expect(new Set(values).size, values.join(' | ')).toBeGreaterThan(1);

  // The CSV: the products' names, article numbers and the spec rows shown, in metric units.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^comparison-[a-z0-9-]+\.csv$/);
  const csv = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(['Section', 'Feature', ...names.slice(0, 4).map((name) => (/[",]/.test(name) ? `"${name}"` : name))].join(','));
  expect(lines[1]).toMatch(/^,Article number,\d{3}\.\d{3},\d{3}\.\d{3},\d{3}\.\d{3},\d{3}\.\d{3}$/);
  const specLines = lines.filter((line) => line.startsWith('Technical specifications,'));
  expect(specLines.length).toBe(await specs.locator('tbody tr').count());
  expect(csv).not.toMatch(/°F|\blb\b/);
  expect(consoleErrors).toEqual([]);
});
