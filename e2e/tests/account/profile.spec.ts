import type { Locator, Page } from '@playwright/test';
import { LOCAL_SERVICES_URL } from '../../support/brands';
import { sessionCookieValue, signIn } from '../../support/account-session';
import { chooseNecessaryCookies } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/**
 * The profile side of My Account (issue 14; spec account §2, §4, §5, §8): address book,
 * newsletters, favourite contact, profile and account deletion, against the account API stand-in
 * through the site's proxy. Each test puts its demo customer back to the seeded state first
 * (local-services' test-only restore), so the file runs again and again on the same database. @flow
 */
const LEA = 'lea.fischer@example.com';
const PAUL = 'paul.brenner@example.com';
const MARCO = 'marco.rossi@example.com';
const SOPHIE = 'sophie.martin@example.com';
const NINA = 'nina.hoffmann@example.com';
/** The MyProfile datasource's DeletionRequestLink (tools/local-services sitecore/seed/account/profile.ts): on every site but sensor. */
const DELETION_REQUEST_LINK = 'https://www.kestrel.example/account-deletion-request';
const SITE_WITHOUT_DELETION_REQUEST = 'sensor';

/**
 * Tests that restore and change a demo customer's data run alone, after the rest (the @serial
 * projects in playwright.config.ts): the flow brands share one database and these customers.
 */
const SHARED_DATA = { tag: '@serial' };
/** The first wait after a page load: the screen's chunk and its account call, on a busy two-core host (the orders spec's chain waits as long). */
const SCREEN_TIMEOUT_MS = 15_000;

async function restore(email: string): Promise<void> {
  const response = await fetch(`${LOCAL_SERVICES_URL}/__accounts/${encodeURIComponent(email)}/restore`, { method: 'POST' });
  if (!response.ok) throw new Error(`restoring ${email} answered ${response.status}`);
}

/** Axe at desktop and phone width, back at desktop afterwards. */
async function expectAxeCleanAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Picks an option of a libs/ui Select by keyboard: focus, open with the arrow key, type ahead, Enter. */
async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type(option);
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

/** Types into a field through the keyboard (focus, then keys). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('profile, addresses, newsletters, favourite contact and account deletion @flow', () => {
  test(
    'address book: validation errors shown and announced, create (business, with province), edit, delete — by keyboard',
    SHARED_DATA,
    async ({ page }) => {
      test.slow(); // sign-in, then create, edit and delete through the slide-over: many steps on a shared 2-core CI host
      await restore(LEA);
      await signIn(page, LEA, '/en/my-account/addresses');
      const book = page.getByRole('region', { name: 'My addresses' });
      await expect(book.getByRole('article', { name: 'Léa Fischer' })).toContainText('Personal', { timeout: SCREEN_TIMEOUT_MS });
      await expectAxeCleanAtBothWidths(page);

      const add = book.getByRole('button', { name: 'Add address' });
      await add.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'New address' });
      await expect(panel).toBeVisible();

      // Saving the empty form: each message beside its field, all of them announced, focus on the first.
      await panel.getByRole('button', { name: 'Save address' }).focus();
      await page.keyboard.press('Enter');
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText('Please enter your first name.');
      await expect(alert).toContainText('Please choose a country.');
      const firstName = panel.getByRole('textbox', { name: /^First name/ });
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveAccessibleDescription('Please enter your first name.');
      await expectNoAxeViolations(page);

      // A business address needs its company.
      await panel.getByRole('checkbox', { name: 'This is a business address' }).focus();
      await page.keyboard.press('Space');
      await typeInto(page, firstName, 'Claire');
      await typeInto(page, panel.getByRole('textbox', { name: /^Last name/ }), 'Dubois');
      await typeInto(page, panel.getByRole('textbox', { name: /^Street and number/ }), '1200 Rue Peel');
      await typeInto(page, panel.getByRole('textbox', { name: /^Postal code/ }), 'H3B 2T6');
      await typeInto(page, panel.getByRole('textbox', { name: /^City/ }), 'Montréal');
      await chooseByKeyboard(page, panel.getByRole('button', { name: /Country/ }), 'Canada');
      await chooseByKeyboard(page, panel.getByRole('button', { name: /Province/ }), 'Quebec');
      await panel.getByRole('textbox', { name: /^City/ }).focus();
      await page.keyboard.press('Enter');
      await expect(alert).toHaveText(/Please enter the company name for a business address\./);
      const company = panel.getByRole('textbox', { name: /^Company/ });
      await expect(company).toBeFocused();
      await page.keyboard.type('Dubois Soudure Inc.');
      await page.keyboard.press('Enter');
      await expect(panel).toBeHidden();
      const created = book.getByRole('article', { name: 'Claire Dubois' });
      await expect(created).toContainText('Company');
      await expect(created).toContainText('Dubois Soudure Inc.');
      await expect(created).toContainText('Quebec, Canada');

      // Edit: the form starts from the address; the change is stored.
      await created.getByRole('button', { name: 'Edit address of Claire Dubois' }).click();
      const editPanel = page.getByRole('dialog', { name: 'Edit address' });
      await expect(editPanel.getByRole('textbox', { name: /^City/ })).toHaveValue('Montréal');
      // A country without provinces: the province select goes away.
      await chooseByKeyboard(page, editPanel.getByRole('button', { name: /Country/ }), 'Switzerland');
      await expect(editPanel.getByRole('button', { name: /Province/ })).toHaveCount(0);
      await typeInto(page, editPanel.getByRole('textbox', { name: /^City/ }), 'Genève');
      await typeInto(page, editPanel.getByRole('textbox', { name: /^Postal code/ }), '1201');
      await editPanel.getByRole('button', { name: 'Save address' }).click();
      await expect(editPanel).toBeHidden();
      await expect(created).toContainText('1201 Genève');
      await expect(created).toContainText('Switzerland');
      await page.reload();
      await expect(book.getByRole('article', { name: 'Claire Dubois' })).toContainText('1201 Genève');

      // Delete after confirmation.
      await book.getByRole('button', { name: 'Delete address of Claire Dubois' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete address?' });
      await expect(confirm).toContainText('Claire Dubois');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(book.getByRole('article', { name: 'Claire Dubois' })).toHaveCount(0);
      await expect(book.getByRole('article', { name: 'Léa Fischer' })).toBeVisible();
    },
  );

  test('newsletters: the e-mail, a box per newsletter, saved and announced; a reload keeps it', SHARED_DATA, async ({ page }) => {
    await restore(PAUL);
    await signIn(page, PAUL, '/en/my-account/newsletters');
    const block = page.getByRole('region', { name: 'My newsletters' });
    await expect(block).toContainText(PAUL, { timeout: SCREEN_TIMEOUT_MS });
    const tips = block.getByRole('checkbox', { name: /Service tips/i });
    await expect(tips).not.toBeChecked();
    await expect(block.getByRole('checkbox')).toHaveCount(3);
    await expectAxeCleanAtBothWidths(page);

    await tips.focus();
    await page.keyboard.press('Space');
    await expect(tips).toBeChecked();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/subscriptions/updatesubscriptions') && response.request().method() === 'PUT',
    );
    await block.getByRole('button', { name: 'Save' }).click();
    const body = (await saved).request().postDataJSON() as { SubscriptionStates: Array<{ IsSubscribed: boolean }>; ContextItemId: string };
    expect(body.SubscriptionStates).toHaveLength(3);
    expect(body.ContextItemId).toMatch(/^\{[0-9a-f-]{36}\}$/i);
    await expect(block.getByRole('status')).toHaveText('Your newsletter settings have been saved.');

    await page.reload();
    await expect(page.getByRole('region', { name: 'My newsletters' }).getByRole('checkbox', { name: /Service tips/i })).toBeChecked();
    await restore(PAUL);
  });

  test(
    'favourite contact: chosen from the content’s contacts, shown from content GraphQL, kept, then removed',
    SHARED_DATA,
    async ({ page }) => {
      await restore(LEA);
      await signIn(page, LEA, '/en/my-account');
      const block = page.getByRole('region', { name: 'Your contact' });
      const choose = block.getByRole('button', { name: 'Choose your contact' });
      await expect(choose).toBeVisible({ timeout: SCREEN_TIMEOUT_MS });
      await expect(page.getByRole('region', { name: 'Account information' })).toContainText(LEA);
      await expectAxeCleanAtBothWidths(page);

      await choose.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose your contact' });
      const italy = dialog.getByRole('radio', { name: /Kestrel Italia/ });
      await expect(italy).toBeVisible();
      await expectNoAxeViolations(page);
      await italy.focus();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: 'Save contact' }).click();
      await expect(dialog).toBeHidden();
      // The choose button made way for the contact: focus is on what replaced it.
      await expect(block.getByRole('button', { name: 'Change contact' })).toBeFocused();
      const address = block.locator('address');
      await expect(address).toContainText('Kestrel Italia S.r.l.');
      await expect(address).toContainText('Via Torino 88');
      await expect(address).toContainText('20123 Milano');
      await expect(address).toContainText('Italy');
      await expect(address.getByRole('link', { name: '+39 02 5550 0400' })).toHaveAttribute('href', 'tel:+390255500400');

      await page.reload();
      await expect(page.getByRole('region', { name: 'Your contact' }).locator('address')).toContainText('Kestrel Italia S.r.l.');
      await page.getByRole('region', { name: 'Your contact' }).getByRole('button', { name: 'Remove contact' }).click();
      await expect(page.getByRole('region', { name: 'Your contact' }).getByRole('button', { name: 'Choose your contact' })).toBeFocused();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your contact' }).getByRole('button', { name: 'Choose your contact' })).toBeVisible();
    },
  );

  test('delete account, 409 (Marco Rossi): the conflict dialog offers the request link of the content where it has one (spec account §4, §7)', async ({
    page,
    brand,
  }) => {
    await signIn(page, MARCO, '/en/my-account');
    const account = page.getByRole('region', { name: 'Account information' });
    // The screen is a lazy chunk: on a busy CI machine it has taken over 5 s to come.
    await expect(account).toContainText('••••••••', { timeout: SCREEN_TIMEOUT_MS });
    await account.getByRole('button', { name: 'Delete account' }).click();
    const approval = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(approval.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await approval.getByRole('button', { name: 'Yes, delete my account' }).click();
    const conflict = page.getByRole('alertdialog', { name: 'Your account cannot be deleted' });
    // The link is the MyProfile datasource's (seeded on every site but sensor), never the 409's body.
    if (brand.id === SITE_WITHOUT_DELETION_REQUEST) {
      await expect(conflict).toContainText('Please contact our customer service.');
      await expect(conflict.getByRole('link', { name: 'Request deletion' })).toHaveCount(0);
    } else {
      await expect(conflict.getByRole('link', { name: 'Request deletion' })).toHaveAttribute('href', DELETION_REQUEST_LINK);
    }
    await conflict.getByRole('button', { name: 'OK' }).click();
    await expect(conflict).toBeHidden();
    await expect(account).toContainText(MARCO);
  });

  test('delete account, 409 (Sophie Martin): only the status is read, a link in the answer’s body is never offered (spec account §7)', async ({
    page,
    brand,
  }) => {
    await signIn(page, SOPHIE, '/en/my-account');
    // A back end that puts a link into its 409 body: the dialog still offers only the content's.
    await page.route('**/api/delete-account', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ requestLink: 'https://elsewhere.example/request' }),
      }),
    );
    await page.getByRole('button', { name: 'Delete account' }).click({ timeout: SCREEN_TIMEOUT_MS });
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Yes, delete my account' }).click();
    const conflict = page.getByRole('alertdialog', { name: 'Your account cannot be deleted' });
    await expect(conflict).toBeVisible();
    await expect(conflict.locator('a[href*="elsewhere.example"]')).toHaveCount(0);
    if (brand.id === SITE_WITHOUT_DELETION_REQUEST) {
      await expect(conflict).toContainText('Please contact our customer service.');
      await expect(conflict.getByRole('link', { name: 'Request deletion' })).toHaveCount(0);
    } else {
      await expect(conflict.getByRole('link', { name: 'Request deletion' })).toHaveAttribute('href', DELETION_REQUEST_LINK);
    }
    await page.keyboard.press('Escape');
    await expect(conflict).toBeHidden();
  });

  test('delete account, success (Nina Hoffmann): the success dialog, then signed out', SHARED_DATA, async ({ page, context, baseURL }) => {
    await restore(NINA);
    try {
      await signIn(page, NINA, '/en/my-account');
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Yes, delete my account' }).click();
      const success = page.getByRole('alertdialog', { name: 'Your account has been deleted' });
      await expect(success).toBeVisible();
      await success.getByRole('button', { name: 'OK' }).click();
      // /logout: the site's session ends at once, then the provider's (which may show its own page).
      await expect(page).toHaveURL(
        (url) => (url.origin === baseURL || url.origin === LOCAL_SERVICES_URL) && !url.pathname.startsWith('/en/my-account'),
      );
      await expect.poll(async () => sessionCookieValue(context, baseURL!)).toBeUndefined();
      expect((await page.request.get('/api/Devices/getNoOfDevices', { headers: OWN_PAGE_HEADERS })).status()).toBe(403);
    } finally {
      await restore(NINA);
    }
  });

  test('a profile page at phone width and an anonymous visitor; the profile comes from content GraphQL (CustomerProfile), no account API call the spec does not list', async ({
    page,
  }) => {
    await page.goto('/en/my-account');
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/login?return_to=%2Fen%2Fmy-account');
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) accountCalls.push(new URL(request.url()).pathname);
    });
    const profileQuery = page.waitForRequest(
      (request) => request.url().includes('/sitecore/api/graph/edge') && request.postDataJSON()?.operationName === 'CustomerProfile',
    );
    await signIn(page, PAUL, '/en/my-account');
    expect((await profileQuery).postDataJSON()).toMatchObject({ variables: { id: PAUL, language: 'en' } });
    await expect(page.getByRole('region', { name: 'Personal information' })).toContainText('Paul', { timeout: SCREEN_TIMEOUT_MS });
    await expect(page.getByRole('region', { name: 'Account information' })).toContainText(PAUL);
    expect(accountCalls.filter((path) => path.startsWith('/api/Profile'))).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('region', { name: 'Company information' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The last tab's page opens with its tab scrolled into the strip's view, not cut off (0.99: the
    // strip snaps a tab's start to a whole pixel, which can leave a fifth of a pixel out).
    await page.goto('/en/my-account/newsletters');
    const newsletters = page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Newsletters' });
    await expect(newsletters).toHaveAttribute('aria-current', 'page');
    await expect(newsletters).toBeInViewport({ ratio: 0.99 });
    await expect(page.getByRole('button', { name: 'Scroll tabs left' })).toBeVisible();
  });
});
