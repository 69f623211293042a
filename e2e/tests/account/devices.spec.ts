import type { Page } from '@playwright/test';
import { signIn } from '../../support/account-session';
import { chooseNecessaryCookies, gotoHydrated, waitForHydration } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/**
 * My Devices and device registration (spec account §2, §4, §5, §8; issue 14) through the real
 * provider, the site's account proxy and the account API stand-in. Re-runnable on the same
 * database: every device a test registers has a serial number of its own and is deleted again.
 * Demo data (tools/local-services account seed): Jonas Weber has 12 devices in several
 * categories; Anna Keller owns 142.271 / 4100000011; 617.410 / 4600000002 belongs to another
 * account. @flow
 */
const ANNA = 'anna.keller@example.com';
/**
 * Who registers devices on each brand: the flow brands' projects run side by side on one database,
 * so each changes the devices of a customer of its own (a count seen by one must not move because of
 * the other). Each owns the device given here (418 when added again).
 */
const REGISTRANTS: Record<string, { email: string; ownDevice: [string, string]; company: string }> = {
  technologies: { email: ANNA, ownDevice: ['142271', '4100000011'], company: 'Keller Dachbau AG' },
  sensor: { email: 'marco.rossi@example.com', ownDevice: ['430122', '4400000041'], company: 'Rossi Impermeabilizzazioni Srl' },
};
const registrantOf = (brand: string) => REGISTRANTS[brand] ?? REGISTRANTS['technologies']!;
/** The keyboard-only registration runs beside the test above (fullyParallel): customers whose device count no test reads. */
const KEYBOARD_REGISTRANTS: Record<string, string> = { technologies: 'sophie.martin@example.com', sensor: 'lea.fischer@example.com' };
const JONAS = 'jonas.weber@example.com';
const DEVICES = '/en/my-account/devices';
const REGISTER = '/en/my-account/devices/register';

/** A serial number no earlier run used (10 digits). */
function freshSerial(): string {
  return `6${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

async function removeDevice(page: Page, articleNumber: string, serialNumber: string): Promise<void> {
  await page.request.get(`/api/Devices/deleteDevice?articleNumber=${articleNumber}&serialNumber=${serialNumber}`, {
    headers: OWN_PAGE_HEADERS,
  });
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'My account' });

async function deviceCount(page: Page): Promise<number> {
  const link = tabs(page).getByRole('link', { name: /^My devices/ });
  await expect(link).toHaveText(/\(\d+\)$/);
  return Number((await link.textContent())?.match(/\((\d+)\)/)?.[1]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('my devices @flow', () => {
  test('the server HTML is styled before any script runs: the tabs stand in a row, the sign-in prompt in its box', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(DEVICES);
    const items = tabs(page).getByRole('listitem');
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(first && second && Math.abs(first.y - second.y)).toBe(0);
    await expect(tabs(page).getByRole('list')).not.toHaveCSS('list-style-type', 'disc');
    await context.close();
  });

  test('anonymous: greyed tabs that are no links, a sign-in prompt that comes back here', async ({ page }) => {
    await gotoHydrated(page, DEVICES);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('My devices');
    for (const name of ['My profile', 'My devices', 'Addresses', 'Newsletters']) {
      const tab = tabs(page).getByRole('link', { name });
      await expect(tab).toHaveAttribute('aria-disabled', 'true');
      await expect(tab).not.toHaveAttribute('href');
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login?return_to=%2Fen%2Fmy-account%2Fdevices',
    );
    await expectNoAxeViolations(page);
  });

  test('Jonas Weber: search, category filter and Load more; a card leads to the accessories', async ({ page, brand }) => {
    await signIn(page, JONAS, DEVICES);
    await waitForHydration(page);
    // Device names are h2 right under the page's h1 (the seeded list has no section title).
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(5);
    await expect(page.getByText('Showing 5 of 12 devices')).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: 'My devices (12)' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Search by a serial number, in another case than stored (any field but image and category).
    const firstName = (await cards.first().getByRole('heading').textContent()) ?? '';
    const serial = (await cards.first().locator('dd').nth(1).textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search' }).fill(serial);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading')).toHaveText(firstName);
    await page.getByRole('searchbox', { name: 'Search' }).fill(firstName.toUpperCase());
    await expect(cards.first().getByRole('heading')).toHaveText(firstName);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    // The category dropdown narrows the list; 'All categories' brings all back.
    await page.getByRole('button', { name: /Category/ }).click();
    const options = page.getByRole('option');
    const category = (await options.nth(1).textContent()) ?? '';
    await options.nth(1).click();
    const shown = Number((await page.getByText(/^Showing \d+ of \d+ devices$/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(12);
    await expect(page.getByRole('button', { name: /Category/ })).toContainText(category);
    await page.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'All categories' }).click();
    await expect(page.getByText('Showing 5 of 12 devices')).toBeVisible();

    // Beyond the spec: the card leads to its product's accessories and spare parts. Jonas's
    // devices are Technologies products (on Sensor they are no product pages of that site).
    if (brand.shop) {
      await cards
        .first()
        .getByRole('link', { name: /^Accessories and spare parts/ })
        .click();
      await expect(page).toHaveURL(/\/en\/product\/[^/]+\/\d{3}-\d{3}#accessories$/);
      // Where the visitor stays once the page has its code and styles, not only where the browser
      // first scrolled: the sections above the target once grew as their CSS and layout arrived,
      // and pushed it about 1,200 px out of view.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Similar accessories' })).toBeInViewport();
    }
  });

  test('register a device (count +1), 418 and 419 refused, edit its inventory number, delete it (count -1)', async ({ page, brand }) => {
    const serial = freshSerial();
    const registrant = registrantOf(brand.id);
    await signIn(page, registrant.email, DEVICES);
    await waitForHydration(page);
    const before = await deviceCount(page);
    try {
      await page.getByRole('link', { name: 'Add device' }).first().click();
      await expect(page).toHaveURL(REGISTER);
      await expect(page.getByRole('list', { name: 'Registration steps' }).locator('[aria-current="step"]')).toContainText('Add devices');

      // Incomplete numbers: both messages, announced.
      await page.getByRole('textbox', { name: /Article number/ }).fill('142');
      await page.getByRole('button', { name: 'Add device' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Enter the article number' })).toContainText(
        'Enter the serial number with all ten digits.',
      );

      // 418: already in her devices. 419: someone else's.
      const add = async (article: string, serialNumber: string, inventory = '') => {
        await page.getByRole('textbox', { name: /Article number/ }).fill(article);
        await page.getByRole('textbox', { name: /Serial number/ }).fill(serialNumber);
        await page.getByRole('textbox', { name: /Inventory number/ }).fill(inventory);
        await page.getByRole('button', { name: 'Add device' }).click();
      };
      await add(...registrant.ownDevice);
      await expect(page.getByRole('alert').filter({ hasText: 'This device is already in My devices.' })).toBeVisible();
      await add('617410', '4600000002');
      await expect(page.getByRole('alert').filter({ hasText: 'already registered to another account' })).toBeVisible();

      // A free one joins the pending list; the same again is refused as already added.
      await add('142270', serial, 'Van 2');
      const pending = page.getByRole('region', { name: 'Devices to register' }).getByRole('listitem');
      await expect(pending).toHaveCount(1);
      await expect(pending.first()).toContainText(serial);
      await add('142270', serial);
      await expect(page.getByRole('alert').filter({ hasText: 'You have already added this device.' })).toBeVisible();

      // Review with the account information; Add more goes back; Yes, confirm registers.
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Registration steps' }).locator('[aria-current="step"]')).toContainText('Confirmation');
      await expect(page.getByText(registrant.company)).toBeVisible();
      await page.getByRole('button', { name: 'Add more' }).click();
      await expect(pending).toHaveCount(1);
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.getByRole('button', { name: 'Yes, confirm' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your device has been registered.' })).toBeVisible();
      await expect(tabs(page).getByRole('link', { name: `My devices (${before + 1})` })).toBeVisible();

      await page.getByRole('link', { name: 'Go to My devices' }).click();
      await expect(page).toHaveURL(DEVICES);
      await page.getByRole('searchbox', { name: 'Search' }).fill(serial);
      const card = page.getByRole('listitem').filter({ hasText: serial });
      await expect(card).toContainText('Van 2');

      // Edit the inventory number: the list reloads with it.
      await card.getByRole('button', { name: /^Options for/ }).click();
      await page.getByRole('menuitem', { name: 'Edit inventory number' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit inventory number' });
      await dialog.getByRole('textbox', { name: 'Inventory number' }).fill('Van 3');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('Van 3');

      // Delete it after approval: it leaves the list and the count goes down.
      await card.getByRole('button', { name: /^Options for/ }).click();
      await page.getByRole('menuitem', { name: 'Delete device' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: serial })).toHaveCount(0);
      await expect(tabs(page).getByRole('link', { name: `My devices (${before})` })).toBeVisible();
    } finally {
      await removeDevice(page, '142.270', serial);
    }
  });

  test('registration by keyboard only; leaving with a pending device asks first', async ({ page, brand }) => {
    const serial = freshSerial();
    await signIn(page, KEYBOARD_REGISTRANTS[brand.id] ?? 'sophie.martin@example.com', REGISTER);
    await waitForHydration(page);
    // Add works once the form's own chunk runs (before, it is disabled rather than a plain GET submit).
    await expect(page.getByRole('button', { name: 'Add device' })).toBeEnabled();
    try {
      await page.getByRole('textbox', { name: /Article number/ }).focus();
      await page.keyboard.type('142270');
      await page.keyboard.press('Tab');
      await page.keyboard.type(serial);
      await page.keyboard.press('Enter');
      const pending = page.getByRole('region', { name: 'Devices to register' }).getByRole('listitem');
      await expect(pending).toHaveCount(1);

      // Leaving through a link asks; Stay keeps the list.
      await page.getByRole('link', { name: 'Back to my devices' }).focus();
      await page.keyboard.press('Enter');
      const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
      await expect(leave).toBeVisible();
      await page.keyboard.press('Enter'); // Stay has the focus (the least destructive action).
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(REGISTER);

      await page.getByRole('button', { name: 'Confirm', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Yes, confirm' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Your device has been registered.' })).toBeVisible();
    } finally {
      await removeDevice(page, '142.270', serial);
    }
  });

  test('spec account §7 checkDevice: a German page names a pending device in German (the check goes with lang)', async ({ page }) => {
    const serial = freshSerial();
    await signIn(page, JONAS, '/de/my-account/devices/register');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Gerät hinzufügen' })).toBeEnabled();
    // What the account API calls this device in each language (a check stores nothing).
    const nameIn = (lang: string) =>
      page.evaluate(
        async ([serialNumber, language]) => {
          const response = await fetch(`/api/Devices/checkDevice?articleNumber=142.270&serialNumber=${serialNumber}&lang=${language}`);
          return ((await response.json()) as { name: string }).name;
        },
        [serial, lang] as const,
      );
    const [german, english] = [await nameIn('de'), await nameIn('en')];
    expect(german).not.toBe(english);

    const checked = page.waitForResponse((response) => response.url().includes('/api/Devices/checkDevice'));
    await page.getByRole('textbox', { name: /Artikelnummer/ }).fill('142270');
    await page.getByRole('textbox', { name: /Seriennummer/ }).fill(serial);
    await page.getByRole('button', { name: 'Gerät hinzufügen' }).click();
    expect(new URL((await checked).url()).searchParams.get('lang')).toBe('de');
    const pending = page.getByRole('region', { name: 'Zu registrierende Geräte' }).getByRole('listitem');
    await expect(pending).toHaveCount(1);
    await expect(pending.first().getByText(german, { exact: true })).toBeVisible();
    await expect(pending.first().getByText(english, { exact: true })).toHaveCount(0);
  });

  test('spec account §8: a 500 says try again later (and reaches the browser as 500); a 404 offers the support link, and leaving with pending devices asks first', async ({
    page,
  }) => {
    const serial = freshSerial();
    await signIn(page, JONAS, REGISTER);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Add device' })).toBeEnabled();
    const add = async (article: string, serialNumber: string) => {
      await page.getByRole('textbox', { name: /Article number/ }).fill(article);
      await page.getByRole('textbox', { name: /Serial number/ }).fill(serialNumber);
      await page.getByRole('button', { name: 'Add device' }).click();
    };
    const pending = page.getByRole('region', { name: 'Devices to register' }).getByRole('listitem');

    // 500: the account API's simulated failure (serial number 9999999999 passes the check, fails the add).
    await add('142270', '9999999999');
    await expect(pending).toHaveCount(1);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const added = page.waitForResponse((response) => response.url().includes('/api/Devices/addDevices'));
    await page.getByRole('button', { name: 'Yes, confirm' }).click();
    // The code the registration keeps is the account API's own: 500, not the proxy's 502.
    expect((await added).status()).toBe(500);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your devices could not be registered right now. Please try again later.' }),
    ).toBeVisible();

    // 404: an article number that is no device, with the support link.
    await page.getByRole('button', { name: 'Add more' }).click();
    await add('099999', serial);
    const notFound = page.getByRole('alert').filter({ hasText: 'We could not find a device with this article and serial number.' });
    await expect(notFound).toBeVisible();
    const support = notFound.getByRole('link');
    await expect(support).toHaveAttribute('href', '/en/contact');

    // Leaving through it with a device still pending asks: Stay keeps the page and the list, Leave goes.
    await support.click();
    const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(leave).toContainText('The devices you added are not registered yet.');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(REGISTER);
    await expect(pending).toHaveCount(1);
    await support.click();
    await page.getByRole('alertdialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL('/en/contact');
  });

  for (const width of [1440, 375]) {
    test(`axe: the devices and registration pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, JONAS, DEVICES);
      await waitForHydration(page);
      await expect(page.getByText('Showing 5 of 12 devices')).toBeVisible();
      await expectNoAxeViolations(page);
      await gotoHydrated(page, REGISTER);
      await expect(page.getByRole('button', { name: 'Add device' })).toBeEnabled();
      await page.getByRole('button', { name: 'Add device' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Enter the article number' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
