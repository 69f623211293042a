import { signIn } from '../../support/account-session';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/**
 * The newsletter sign-up block (spec discovery §2, §4, §5; issue 28) on its block page: quiet while
 * the visitor first types, an invalid address refused with the message on the first attempt, then
 * checked on every keystroke; Enter goes to the sign-up page with ?email=; without JavaScript the
 * form goes there too; a signed-in customer finds their profile's e-mail in the field. The e-mail
 * rule and the link's query handling are unit tests (@mbw/account newsletters). @flow
 */
const BLOCK_PAGE = '/en/blocks/newsletter-signup';
const CUSTOMER = 'paul.brenner@example.com';
const INVALID = 'Please enter a valid e-mail address.';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test('invalid then valid e-mail by keyboard, Enter follows the link with ?email=, the same without JavaScript; prefilled when signed in @flow', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await gotoHydrated(page, BLOCK_PAGE);
  const block = page.getByRole('region', { name: 'Stay up to date' });
  const field = block.getByRole('textbox', { name: 'E-mail address' });
  await field.focus();
  await page.keyboard.type('anna@example');
  await expect(block.getByText(INVALID)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(INVALID);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${BLOCK_PAGE}$`));
  await expectNoAxeViolations(page);
  // After the first attempt the field is checked as the visitor types.
  await page.keyboard.type('.ch');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(block.getByText(INVALID)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/newsletter\?email=anna%40example\.ch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  expect(consoleErrors).toEqual([]);

  // Without JavaScript: the same form posts to the sign-up page with the e-mail.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await chooseNecessaryCookies(noScript, baseURL);
    const plain = await noScript.newPage();
    await plain.goto(BLOCK_PAGE);
    await plain.getByRole('textbox', { name: 'E-mail address' }).fill('ben@example.com');
    await plain.getByRole('button', { name: 'Subscribe' }).click();
    await expect(plain).toHaveURL(/\/en\/newsletter\?email=ben%40example\.com$/);
  } finally {
    await noScript.close();
  }

  // Signed in: the profile's e-mail (content GraphQL through the site's proxy) fills the field.
  await signIn(page, CUSTOMER, BLOCK_PAGE);
  await expect(page.getByRole('region', { name: 'Stay up to date' }).getByRole('textbox', { name: 'E-mail address' })).toHaveValue(
    CUSTOMER,
  );
});
