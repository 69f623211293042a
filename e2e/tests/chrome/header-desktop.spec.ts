import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The site header at desktop width (1440 px), on the flow brands (issue 4; @flow: one shop brand and one without): each flyout layout, following
 * its links, the keyboard path, the language flyout with its cookies, the breadcrumb on a deep
 * page, the sticky header and the icons.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tab = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true });
/** The flyout a tab controls (aria-controls), so assertions cannot hit another tab's panel. */
async function flyoutOf(page: Page, name: string) {
  const id = await tab(page, name).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

test.describe('desktop flyouts @flow', () => {
  test('the product list flyout lists the families and a family link opens its page', async ({ page }) => {
    await gotoHydrated(page, '/en/company');
    await tab(page, 'Products').click();
    await expect(tab(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    const flyout = await flyoutOf(page, 'Products');
    await expect(flyout).toHaveAttribute('data-layout', 'ProductList');
    const products = flyout.getByRole('list').getByRole('link');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeGreaterThanOrEqual(4);
    const first = products.first();
    const name = (await first.textContent())?.trim() ?? '';
    // Spec discovery §2: /{language}/{English name, spaces as hyphens}.
    const href = await first.getAttribute('href');
    expect(href).toBe(`/en/${name.replace(/\s+/g, '-')}`);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // Leaving the page closes the flyout.
    await expect(tab(page, 'Products')).toHaveAttribute('aria-expanded', 'false');
    await expect(flyout).toBeHidden();
  });

  test('TwoSections: two titled columns; a link opens its page', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    await tab(page, 'Solutions').click();
    const flyout = await flyoutOf(page, 'Solutions');
    await expect(flyout).toHaveAttribute('data-layout', 'TwoSections');
    await expect(flyout.getByRole('heading', { level: 2 })).toHaveText(['Industries', 'Services']);
    await flyout.getByRole('link', { name: 'Roofing' }).click();
    await expect(page).toHaveURL(/\/en\/solutions\/roofing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roofing');
  });

  test('OneSection: one section in columns; ThreeSections: three titled columns', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    await tab(page, 'Company').click();
    const company = await flyoutOf(page, 'Company');
    await expect(company).toHaveAttribute('data-layout', 'OneSection');
    await expect(company.getByRole('link', { name: 'Careers' })).toBeVisible();
    // One section without titles, in columns of up to four links.
    await expect(company.getByRole('heading')).toHaveCount(0);
    await expect(company.getByRole('list')).toHaveCount(3);
    await expect(company.getByRole('list').first().getByRole('link')).toHaveCount(4);

    // Choosing another tab closes the first flyout.
    await tab(page, 'Service').click();
    await expect(company).toBeHidden();
    const service = await flyoutOf(page, 'Service');
    await expect(service).toHaveAttribute('data-layout', 'ThreeSections');
    await expect(service.getByRole('heading', { level: 2 })).toHaveText(['Support', 'Learning', 'Buying']);
    await expectNoAxeViolations(page);
    await service.getByRole('link', { name: 'Find a dealer' }).click();
    await expect(page).toHaveURL(/\/en\/service\/dealers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a dealer');
  });

  test('closes on a click outside, on its close button and when its tab is chosen again', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    const flyout = await flyoutOf(page, 'Company');
    await tab(page, 'Company').click();
    await expect(flyout).toBeVisible();
    const box = await flyout.boundingBox();
    await page.mouse.click(700, (box?.y ?? 0) + (box?.height ?? 0) + 40);
    await expect(flyout).toBeHidden();

    await tab(page, 'Company').click();
    await flyout.getByRole('button', { name: 'Close menu' }).click();
    await expect(flyout).toBeHidden();
    await expect(tab(page, 'Company')).toBeFocused();

    await tab(page, 'Company').click();
    await expect(flyout).toBeVisible();
    await tab(page, 'Company').click();
    await expect(flyout).toBeHidden();
  });

  test('keyboard only: Tab to a tab, Enter opens, Escape and Enter close, focus returns', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    await expect(tab(page, 'Solutions')).toBeVisible();
    // Tab from the top of the page until the Solutions tab has focus (skip link, top links, languages, logo, tabs).
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press('Tab');
      if (await tab(page, 'Solutions').evaluate((element) => element === document.activeElement)) break;
    }
    await expect(tab(page, 'Solutions')).toBeFocused();
    // The focus ring is visible (:focus-visible gives an outline).
    const outline = await tab(page, 'Solutions').evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');

    const flyout = await flyoutOf(page, 'Solutions');
    await page.keyboard.press('Enter');
    await expect(flyout).toBeVisible();
    await expect(tab(page, 'Solutions')).toHaveAttribute('aria-expanded', 'true');
    // Into the flyout: the overview link comes first.
    await page.keyboard.press('Tab');
    await expect(flyout.getByRole('link', { name: 'Overview: Solutions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await expect(tab(page, 'Solutions')).toBeFocused();

    // Enter on the open tab closes it again.
    await page.keyboard.press('Enter');
    await expect(flyout).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(flyout).toBeHidden();
    await expect(tab(page, 'Solutions')).toBeFocused();

    // Enter on the close button closes it and focus goes back to the tab.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(flyout.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(flyout).toBeHidden();
    await expect(tab(page, 'Solutions')).toBeFocused();

    // Enter on a link in the flyout follows it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(flyout.getByRole('link', { name: 'Roofing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/solutions\/roofing$/);
  });

  test('axe finds nothing with the header closed and with the product flyout open', async ({ page }) => {
    await gotoHydrated(page, '/en/company');
    await expect(tab(page, 'Products')).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, 'Products').click();
    await expect((await flyoutOf(page, 'Products')).getByRole('link').nth(2)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

test.describe('language selector @flow', () => {
  test('shows the country, the current language and direct links to this page in each language', async ({ page }) => {
    await gotoHydrated(page, '/en/company/history');
    await expect(page.locator('abbr[title="Switzerland"]')).toHaveText('CH');
    const languages = page.getByRole('navigation', { name: 'Language' }).first();
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/company\/history$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the flyout changes country and language: the page in that language, with the cookies set', async ({ page, context, brand }) => {
    await gotoHydrated(page, '/en/company');
    const plus = page.getByRole('button', { name: 'Choose region, country and language' });
    await plus.click();
    const dialog = page.getByRole('dialog', { name: 'Region, country and language' });
    await expect(dialog).toBeVisible();
    const apply = dialog.getByRole('button', { name: 'Apply' });
    // Nothing changed yet: Apply is disabled.
    await expect(dialog.getByRole('button', { name: /Country/ })).toContainText('Switzerland');
    await expect(apply).toBeDisabled();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await expect(apply).toBeEnabled();
    await dialog.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await apply.click();

    await expect(page).toHaveURL(/\/de-DE\/company$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Über Kestrel/);
    await expect(page.locator('abbr[title="Deutschland"]')).toHaveText('DE');
    expect(await cookieValue(context, 'country')).toBe('DE');
    expect(await cookieValue(context, 'region')).toBe('EU');
    expect(await cookieValue(context, 'lang')).toBe('de-DE');
    expect(await cookieValue(context, `${brand.id}#lang`)).toBe('de-DE');
    const lifetimeDays = async (name: string) => {
      const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
      return Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400);
    };
    // Spec discovery §9: cookies written by the flyout live 365 days (a prefixed URL's language cookie 360).
    expect(await lifetimeDays('country')).toBe(365);
    expect(await lifetimeDays('region')).toBe(365);
    expect(await lifetimeDays('lang')).toBe(365);
    expect(await lifetimeDays(`${brand.id}#lang`)).toBe(365);
  });

  test('picking a region resets the country to its first; Escape closes and focus returns', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    const plus = page.getByRole('button', { name: 'Choose region, country and language' });
    await plus.click();
    const dialog = page.getByRole('dialog', { name: 'Region, country and language' });
    await dialog.getByRole('button', { name: /Region/ }).click();
    await page.getByRole('option', { name: 'Americas' }).click();
    await expect(dialog.getByRole('button', { name: /Country/ })).toContainText('United States');
    await expect(dialog.getByRole('button', { name: /Language/ })).toContainText('English');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(plus).toBeFocused();
  });
});

test.describe('breadcrumb @flow', () => {
  test('on a 7-level page: first three, an ellipsis, the last two', async ({ page }) => {
    await gotoHydrated(page, '/en/company/locations/europe/switzerland/sarnen/visitor-centre');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const items = crumbs.getByRole('listitem');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toHaveText('Home');
    await expect(items.nth(1)).toHaveText('Company');
    await expect(items.nth(2)).toHaveText('Locations');
    await expect(items.nth(3)).toContainText('…');
    await expect(items.nth(4)).toHaveText('Sarnen');
    await expect(items.nth(5)).toHaveText('Visitor centre');
    await expect(crumbs.locator('[aria-current=page]')).toHaveText('Visitor centre');
    await crumbs.getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/en\/company\/locations$/);
  });
});

test.describe('sticky header @flow', () => {
  test('hides when scrolled down past 50 px and comes back on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await gotoHydrated(page, '/en/company/history');
    const header = page.getByRole('banner');
    await expect(tab(page, 'Company')).toBeVisible();
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 30);
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -100);
    await expect(header).toBeInViewport();
    await expect(tab(page, 'Company')).toBeVisible();
  });

  test('stays while the search bar is open', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await gotoHydrated(page, '/en/company/history');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeVisible();
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});

test.describe('icons and top links @flow', () => {
  test('account starts sign-in and comes back; wishlist; the cart only on shop brands', async ({ page, brand }) => {
    await gotoHydrated(page, '/en/company/history');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?return_to=${encodeURIComponent('/en/company/history')}`,
    );
    await expect(banner.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/en/my-account/wishlist');
    if (brand.shop) {
      await banner.getByRole('button', { name: 'Cart' }).click();
      const cart = page.getByRole('dialog', { name: 'Cart' });
      await expect(cart).toContainText('Your cart is empty.');
      await page.keyboard.press('Escape');
      await expect(cart).toBeHidden();
      await expect(banner.getByRole('button', { name: 'Cart' })).toBeFocused();
    } else {
      await expect(banner.getByRole('button', { name: 'Cart' })).toHaveCount(0);
    }
  });

  test('a contact top link clears the stored contact point first', async ({ page }) => {
    await gotoHydrated(page, '/en/');
    // The contact forms state (docs/decisions/contact-info-panel.md): one sessionStorage entry.
    const stored = { contactPoint: { id: 'x', name: 'X' }, person: { id: 'y', name: 'Y' }, wishlistName: 'kept' };
    await page.evaluate((value) => sessionStorage.setItem('mbw:contact-forms', JSON.stringify(value)), stored);
    await expect(tab(page, 'Company')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    const after = await page.evaluate(() => JSON.parse(sessionStorage.getItem('mbw:contact-forms') ?? '{}') as Record<string, unknown>);
    // Forgotten (the fields are gone; the contact page reads them as empty), the rest kept.
    expect([after['contactPoint'] ?? null, after['person'] ?? null, after['wishlistName']]).toEqual([null, null, 'kept']);
  });
});

test.describe('small desktops @flow', () => {
  test('at 961 px the main bar keeps its tabs on one row in every language', async ({ page }) => {
    await page.setViewportSize({ width: 961, height: 700 });
    const navName = { en: 'Main', de: 'Hauptnavigation', fr: 'Navigation principale', it: 'Navigazione principale' };
    for (const [language, name] of Object.entries(navName)) {
      await page.goto(`/${language}/`);
      const tabs = page.getByRole('navigation', { name, exact: true }).getByRole('listitem');
      await expect(tabs.first()).toBeVisible();
      const tops = new Set<number>();
      for (const box of await tabs.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))) tops.add(box);
      expect(tops.size, `${language}: tab rows`).toBe(1);
      // The header's declared height for what sits under it (108 px above 960 px) is its real one.
      expect(await page.getByRole('banner').evaluate((header) => Math.round(header.getBoundingClientRect().height)), language).toBe(108);
    }
  });
});
