import { expectNoAxeViolations, expect, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The contact form (issue 28, spec discovery §2 "Dynamic form renderer", §4 form submission, §5
 * file upload): the two-step product support form by keyboard, a file upload, the server's errors
 * under their fields (a serial number only the server can check, a text file renamed .pdf), an
 * oversize file refused with the editors' size message, and the success redirect. Axe at 1440 and
 * 375 px on the way. One page load per step, rules in unit tests (libs/forms, local-services).
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a two-step contact form with an upload, server errors under fields, then the thank-you page', { tag: '@flow' }, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/en/contact/product-support');
  // The concern dropdown links the contact form pages (two-column layout; the contact details beside).
  const concerns = page.getByRole('navigation', { name: 'Your concern' });
  await concerns.locator('summary').focus();
  await page.keyboard.press('Enter');
  // Spec discovery §2 concerns: a quote, job applications in three company variants, product support, an expert.
  await expect(concerns.getByRole('link')).toHaveText([
    'Get a quote',
    'Job application – Kestrel Technologies',
    'Job application – Kestrel Sensor',
    'Job application – Kestrel Welding Tools',
    'Product support',
    'Talk to an expert',
  ]);
  await expect(concerns.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/en/contact/get-a-quote');
  await expect(concerns.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute('href', '/en/contact/talk-to-an-expert');
  await expect(concerns.getByRole('link', { name: 'Product support' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');

  // Step 1 by keyboard: type, Tab on, choose the country with a key, Enter on Next.
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await page.keyboard.type('ada@example');
  await page.keyboard.press('Tab');
  // The rule runs as the visitor leaves the field: its message under it, linked and announced.
  const emailError = page.locator(`#${await page.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-describedby')}`);
  await expect(emailError).toHaveText('E-mail is not a valid e-mail address.');
  await page.keyboard.press('Shift+Tab'); // back: Tab selects the text, End keeps it
  await page.keyboard.press('End');
  await page.keyboard.type('.com');
  await expect(emailError).toBeEmpty();
  await page.keyboard.press('Tab'); // phone
  await page.keyboard.press('Tab'); // company
  await page.keyboard.press('Tab'); // country
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeFocused();
  await page.keyboard.press('s'); // Switzerland
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('CH');
  await page.keyboard.press('Tab');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeFocused();
  // A visible focus ring on the button.
  expect(await next.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');

  // Step 2 replaces step 1 (the form builder's next form).
  const message = page.getByRole('textbox', { name: 'Your message' });
  await expect(message).toBeVisible();
  await expect(name).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Serial number' }).fill('AB-1');
  await message.fill('The heating element stopped working.');
  const firstFile = page.getByLabel('Photos or documents: file 1 of 3');
  await firstFile.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text, renamed') });
  // One input at a time: the next appears once the first holds a file.
  await expect(page.getByLabel('Photos or documents: file 2 of 3')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send' });
  // §4: the form stays locked one more second after the answer (the button says so).
  await expect(send).not.toHaveAttribute('aria-disabled');
  await send.focus();
  await page.keyboard.press('Enter');

  // The server's answers, under their fields; the first takes focus.
  const serial = page.getByRole('textbox', { name: 'Serial number' });
  await expect(page.locator(`#${await serial.getAttribute('aria-describedby')}`)).toHaveText(/This serial number is not registered/);
  await expect(serial).toBeFocused();
  await expect(serial).toHaveAttribute('aria-invalid', 'true');
  const uploadError = page.locator('[data-field-kind="fileUpload"] p[aria-live]');
  await expect(uploadError).toHaveText('Only these file types are accepted: .pdf, .png, .jpg, .jpeg.');
  await expect(message).toHaveValue('The heating element stopped working.'); // nothing the visitor typed is lost

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);

  // An oversize file: the editors' size message (the server says the same; local-services' tests).
  await firstFile.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1048576 + 1) });
  await expect(uploadError).toHaveText('Each file may be at most 2 MB.');
  await firstFile.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(uploadError).toBeEmpty();
  await serial.fill('123456');
  await expect(send).not.toHaveAttribute('aria-disabled');
  await send.press('Enter');

  await expect(page).toHaveURL(/\/en\/contact\/product-support\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
});
