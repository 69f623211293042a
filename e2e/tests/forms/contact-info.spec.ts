import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The contact pages' contact-info panel and the quote form's wishlist products (issue 28, spec
 * discovery §2 "Contact pages and forms", §4 "Contact page"; docs/decisions/contact-info-panel.md):
 * the country default (geo-ip answers CH locally), the change dialog by keyboard, the choice
 * surviving a reload, a person box's work form making its person the contact, and 3 wishlist
 * products then 4 after "Show more", all 5 in the form's post. Rules in unit tests.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

/**
 * Five products of the brand's catalogue (local-services' deterministic seed; the wishlistObjects
 * call leaves out products of other brands) in the anonymous wishlist cookie (libs/shop/wishlist
 * rules/wishlist-cookie.ts).
 */
const VARIANTS: Record<string, string[]> = {
  technologies: ['100001', '100002', '100003', '100004', '100005'],
  sensor: ['100059', '100060', '100061', '100062', '100063'],
};
const wishlistOf = (brand: string) => ({ Wishlist: (VARIANTS[brand] ?? VARIANTS['technologies']!).map((VariantId) => ({ VariantId })) });

test(
  'the contact-info panel: default contact, changed by keyboard, kept on reload, a person box’s work form; the quote form shows 3 then 4 wishlist products',
  { tag: '@flow' },
  async ({ page, brand, baseURL, consoleErrors }) => {
    await page.context().addCookies([{ name: 'wishlist', value: encodeURIComponent(JSON.stringify(wishlistOf(brand.id))), url: baseURL! }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/en/contact/get-a-quote');

    const panel = page.getByRole('region', { name: 'Your contact' });
    const shown = panel.getByRole('heading', { level: 3 });
    // The country default (CH): the group headquarters' card.
    await expect(shown).toHaveText(/\S/);
    const defaultName = (await shown.textContent()) ?? '';
    await expect(panel.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^@]+@[^@]+$/);

    // The quote form's wishlist products: 3, then one more.
    const products = page
      .getByRole('region', { name: 'Products from your wishlist' })
      .getByRole('list', { name: 'Products in the wishlist' });
    await expect(products.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(products.getByRole('listitem')).toHaveCount(4);
    // The quote form posts all five, not only those shown (its hidden wishlist products field).
    const hiddenValues = () =>
      page.locator('form input[type=hidden]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect
      .poll(async () => (await hiddenValues()).find((value) => value.split('\n').length === 5) ?? '')
      .toMatch(/^(.+ \(\d+\.\d+\)\n){4}.+ \(\d+\.\d+\)$/);
    await expectNoAxeViolations(page);

    // Change my contact, by keyboard: the dialog is labelled, the focus inside, Enter chooses.
    const change = panel.getByRole('button', { name: 'Change my contact' });
    await change.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change my contact' });
    await expect(dialog).toBeVisible();
    const choice = dialog.getByRole('button', { name: /^Choose / }).first();
    const chosenName = ((await choice.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
    expect(chosenName).not.toBe(defaultName);
    await choice.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    await expect(shown).toHaveText(chosenName);

    // Escape closes the dialog and gives the focus back.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();

    // The choice survives a reload (sessionStorage).
    await page.reload();
    await expect(shown).toHaveText(chosenName);

    // A person box's work form button (home page, seeded with a call-to-action, a work form and a
    // sales point): the person becomes the contact of the form page it leads to.
    await gotoHydrated(page, '/en');
    await page.getByRole('link', { name: 'Ask Laura for a quote' }).click();
    await expect(page).toHaveURL(/\/en\/contact\/get-a-quote$/);
    await expect(shown).toHaveText('Laura Meier');
    expect(consoleErrors).toEqual([]);
  },
);
