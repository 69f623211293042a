import type { Page } from '@playwright/test';
import { signIn } from '../../support/account-session';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/**
 * Wishlists (spec shop §2 "Wishlist screens", §4, §5, §8, §9; issue 27) through the real provider,
 * the site's account proxy and the account API stand-in. Each brand's project changes the lists of
 * customers of its own (the projects run side by side on one database); every test starts by
 * deleting that customer's lists, so the suite can run again on the same database. @flow
 */
const CUSTOMERS: Record<string, { lists: string; migration: string }> = {
  technologies: { lists: 'paul.brenner@example.com', migration: 'lea.fischer@example.com' },
  sensor: { lists: 'nina.hoffmann@example.com', migration: 'marco.rossi@example.com' },
};
const customersOf = (brand: string) => CUSTOMERS[brand] ?? CUSTOMERS['technologies']!;
const OVERVIEW = '/en/my-account/wishlist';
const ITEMS = '/en/my-account/wishlist/items';
const MIGRATED = 'New Wishlist Label';

interface ApiList {
  name: string;
  itemsCount: number;
  items: Array<{ variantId: number | string }>;
}

async function accountLists(page: Page): Promise<ApiList[]> {
  const answer = await page.request.get('/api/Wishlist/getWishlists?language=en', { headers: OWN_PAGE_HEADERS });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ApiList[];
}

/** Deletes every list of the signed-in customer (the default one comes back empty on the next read). */
async function clearLists(page: Page): Promise<void> {
  for (const list of await accountLists(page)) {
    const answer = await page.request.post(`/api/Wishlist/deleteWishlist?listName=${encodeURIComponent(list.name)}`, {
      headers: OWN_PAGE_HEADERS,
    });
    expect(answer.status()).toBe(200);
  }
}

async function wishlistCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'wishlist');
}

const heart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('wishlists @flow', () => {
  test('anonymous: the hero button keeps the variant in the cookie across a reload; sign-in moves it into “New Wishlist Label” and clears the cookie', async ({
    page,
    brand,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    test.slow(); // two sign-ins, two axe scans
    const customer = customersOf(brand.id).migration;
    // The account starts without lists (cleared in a browser of its own).
    const setup = await browser.newContext({ baseURL });
    const setupPage = await setup.newPage();
    await signIn(setupPage, customer, '/en/');
    await clearLists(setupPage);
    await setup.close();

    await gotoHydrated(page, `/en/product/${brand.product.slug}`);
    const main = page.getByRole('main');
    const button = main.getByRole('button', { name: 'Add to wishlist' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(main.getByRole('status').filter({ hasText: 'Added to your wishlist.' })).toBeVisible();
    await expect(heart(page)).toHaveAccessibleName('Wishlist, 1 items');
    await expect(heart(page)).toContainText('1');
    const cookie = await wishlistCookie(page);
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    const variantId = Object.values(JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, Array<{ VariantId: string }>>)[0]![0]!
      .VariantId;

    // Reloaded: still there (button pressed, header count, the overview and the items page).
    await page.reload();
    await expect(main.getByRole('button', { name: 'In your wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page)).toHaveAccessibleName('Wishlist, 1 items');
    await heart(page).click();
    await expect(page).toHaveURL(OVERVIEW);
    await expect(main.getByRole('heading', { name: 'My wishlist', level: 3 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
    // Anonymous create: the registration benefits, a way to sign in; axe on the overlay.
    await main.getByRole('button', { name: 'Create new wishlist' }).click();
    const benefits = page.getByRole('dialog', { name: 'Create new wishlist' });
    await expect(benefits.getByRole('listitem')).toHaveCount(3);
    await expect(benefits.getByRole('link', { name: 'Sign in or register' })).toHaveAttribute('href', /^\/login\?return_to=/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await main.getByRole('link', { name: 'Show wishlist My wishlist' }).click();
    await expect(page).toHaveURL(ITEMS);
    await expect(main.getByRole('list', { name: 'Products in the wishlist' }).getByRole('listitem')).toHaveCount(1);
    await expect(main.getByText(/^Added on \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Sign-in: the item is in the account under 'New Wishlist Label', and the cookie is gone.
    await signIn(page, customer, '/en/my-account/wishlist');
    await expect(main.getByRole('heading', { name: MIGRATED, level: 3 })).toBeVisible();
    await expect(heart(page)).toHaveAccessibleName('Wishlist, 1 items');
    expect(await wishlistCookie(page)).toBeUndefined();
    const migrated = (await accountLists(page)).find((list) => list.name === MIGRATED);
    expect(migrated?.items.map((item) => String(item.variantId))).toEqual([variantId]);
    expect(consoleErrors).toEqual([]);
  });

  test('signed in, keyboard only: create lists up to 9 (then no create-new), the 409 message with the overlay open, rename, share in a fresh context, delete', async ({
    page,
    brand,
    browser,
    baseURL,
  }) => {
    // Sign-in, 9 lists made through the overlay, rename, share, delete, four axe scans: one long journey.
    test.setTimeout(90_000);
    await signIn(page, customersOf(brand.id).lists, '/en/');
    await clearLists(page);
    // A product in the default list, through the hero's dialog (the default list shows once it has items).
    await gotoHydrated(page, `/en/product/${brand.product.slug}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to wishlist' }).focus();
    await page.keyboard.press('Enter');
    const pick = page.getByRole('dialog', { name: 'Add to wishlist' });
    await expect(pick.getByRole('radio', { name: 'Wishlist (0)' })).toBeChecked();
    await pick.getByRole('button', { name: 'Add' }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('status').filter({ hasText: 'Added to your wishlist Wishlist.' })).toBeVisible();
    await expect(heart(page)).toHaveAccessibleName('Wishlist, 1 items');

    await gotoHydrated(page, OVERVIEW);
    await expect(main.getByRole('heading', { name: 'Wishlist', level: 3 })).toBeVisible();
    const create = main.getByRole('button', { name: 'Create new wishlist' });
    const overlay = page.getByRole('dialog', { name: 'Create new wishlist' });
    const createList = async (name: string) => {
      await create.focus();
      await page.keyboard.press('Enter');
      await expect(overlay).toBeVisible();
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
    };
    // The default list and 8 more: 9, the limit.
    for (let index = 2; index <= 9; index++) {
      await createList(`List ${index}${index === 9 ? ' with a name longer than twenty-four' : ''}`);
      await expect(overlay).toBeHidden();
    }
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(9);
    await expect(main.getByRole('heading', { name: 'List 9 with a name long…', level: 3 })).toBeVisible();
    await expect(create).toHaveCount(0);
    await expect(main.getByText(/^Created on \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to 8, then a duplicate name: the 409 message, the overlay stays open.
    await page.request.post(`/api/Wishlist/deleteWishlist?listName=${encodeURIComponent('List 8')}`, { headers: OWN_PAGE_HEADERS });
    await page.reload();
    await createList('list 2');
    await expect(overlay.getByRole('alert')).toHaveText('A wishlist with this name already exists. Please choose another name.');
    await expect(overlay).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    // The items page of 'List 2': rename (keyboard), then share.
    await main.getByRole('link', { name: 'Show wishlist List 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ITEMS);
    await expect(main.getByRole('heading', { name: 'List 2', level: 2 })).toBeVisible();
    await expect(main.getByText('This wishlist is empty.')).toBeVisible();
    await main.getByRole('button', { name: 'Rename' }).focus();
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: 'Rename wishlist' });
    await expect(rename.getByRole('textbox', { name: 'Name of the wishlist' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Workshop');
    await page.keyboard.press('Enter');
    await expect(rename).toBeHidden();
    await expect(main.getByRole('heading', { name: 'Workshop', level: 2 })).toBeVisible();
    // The current list is the session's: a reload shows the same list.
    await page.reload();
    await expect(main.getByRole('heading', { name: 'Workshop', level: 2 })).toBeVisible();
    // Print: the list without the site's chrome and without its buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(main.getByRole('button', { name: 'Rename' })).toBeHidden();
    await expect(main.getByRole('heading', { name: 'Workshop', level: 2 })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await main.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Share wishlist' });
    const link = share.getByRole('textbox', { name: 'Link to the wishlist' });
    await expect(link).toHaveValue(/\/en\/my-account\/wishlist\/shared\?token=[\w-]{43}$/);
    await expectNoAxeViolations(page);
    const sharedUrl = await link.inputValue();
    await page.keyboard.press('Escape');
    // Anyone with the link, in a browser that never signed in, sees the list read-only.
    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(sharedUrl);
    await expect(strangerPage.getByRole('heading', { name: 'Shared wishlist', level: 1 })).toBeVisible();
    await expect(strangerPage.getByRole('main').getByRole('heading', { name: 'Workshop', level: 2 })).toBeVisible();
    await expect(strangerPage.getByRole('main').getByRole('button', { name: /Rename|Delete/ })).toHaveCount(0);
    await expectNoAxeViolations(strangerPage);
    await stranger.close();

    // Delete, confirmed: back to the overview without it.
    await main.getByRole('button', { name: 'Delete wishlist' }).focus();
    await page.keyboard.press('Enter');
    // The confirmation focuses Cancel first (the least destructive action); Tab reaches Delete.
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(OVERVIEW);
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(main.getByRole('heading', { name: 'Workshop', level: 3 })).toHaveCount(0);
    expect((await accountLists(page)).map((list) => list.name)).not.toContain('Workshop');
  });
  test('a malformed wishlist cookie never breaks a page: garbage is cleared, the valid part kept and the cookie rewritten', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const setCookie = (value: string) => page.context().addCookies([{ name: 'wishlist', value, url: baseURL! }]);
    await setCookie('%7B');
    await gotoHydrated(page, OVERVIEW);
    await expect(page.getByRole('main').getByText('Your wishlist is empty. Add products with the heart on a product page.')).toBeVisible();
    await expect.poll(() => wishlistCookie(page)).toBeUndefined();

    // Wrong types beside a valid item (an id as a number): the valid item is kept, the cookie rewritten.
    await setCookie(encodeURIComponent(JSON.stringify({ Mine: [{ VariantId: 'abc' }, null, { VariantId: 100001 }], Other: 'x' })));
    await page.reload();
    await expect(heart(page)).toHaveAccessibleName('Wishlist, 1 items');
    await expect
      .poll(async () => decodeURIComponent((await wishlistCookie(page))?.value ?? ''))
      .toBe(JSON.stringify({ Mine: [{ VariantId: '100001' }] }));
    expect(consoleErrors).toEqual([]);
  });
});
