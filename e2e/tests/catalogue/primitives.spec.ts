import type { Page } from '@playwright/test';
import { openStory } from '../../support/catalogue';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/** The design system by keyboard and pointer, in the built catalogue (issue 3). */
test.describe('dialogs', () => {
  for (const [story, trigger, name] of [
    ['ui-dialog--default', 'Edit inventory name', 'Edit inventory name'],
    ['ui-dialog--slide-over', 'Add address', 'New address'],
  ] as const) {
    test(`${story}: opens by keyboard, traps focus, closes with Escape, returns focus`, async ({ page }) => {
      await openStory(page, story);
      const opener = page.getByRole('button', { name: trigger });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      for (let index = 0; index < 8; index += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${index + 1} stays in the dialog`).toBe(
          true,
        );
      }
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('the close button closes the dialog and returns focus', async ({ page }) => {
    await openStory(page, 'ui-dialog--default');
    const opener = page.getByRole('button', { name: 'Edit inventory name' });
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('confirmation dialog: Cancel has focus, Confirm acts, texts are translated', async ({ page }) => {
    await openStory(page, 'ui-dialog--confirm', { locale: 'de' });
    await page.getByRole('button', { name: 'Delete address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await expect(dialog).toContainText('Sind Sie sicher?');
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Bestätigen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('The address was deleted.');
  });
});

test.describe('tabs and accordion', () => {
  test('tabs move with arrow keys, Home and End, skipping disabled tabs', async ({ page }) => {
    await openStory(page, 'ui-tabs--scrolling-strip');
    const tabs = page.getByRole('tablist', { name: 'My account' });
    await tabs.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'My devices (4)' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'My devices (4)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('My devices (4)');
    // Wishlist, Addresses, Newsletters, then past the disabled "Favourite contact" to Orders.
    for (let index = 0; index < 4; index += 1) await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Orders' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Service bulletins' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toBeFocused();
  });

  test('the tab strip offers scroll arrows when tabs are cut off', async ({ page }) => {
    await openStory(page, 'ui-tabs--scrolling-strip');
    const right = page.getByRole('button', { name: 'Scroll tabs right' });
    await expect(right).toBeVisible();
    await right.click();
    await expect(page.getByRole('button', { name: 'Scroll tabs left' })).toBeVisible();
  });

  test('accordion items toggle with Enter and Space', async ({ page }) => {
    await openStory(page, 'ui-accordion--default');
    const trigger = page.getByRole('button', { name: 'How long is the warranty?' });
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Two years on material and workmanship, worldwide.')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('data table', () => {
  const articles = async (page: Page) =>
    page
      .getByRole('grid', { name: 'Order lines' })
      .getByRole('row')
      .locator('td:nth-child(2), [role=gridcell]:nth-child(2)')
      .allTextContents();

  test('sorts by clicking a header: off → ascending → descending → off', async ({ page }) => {
    await openStory(page, 'ui-data-table--sortable');
    const header = page.getByRole('columnheader', { name: /Price/ });
    expect(await articles(page)).toEqual(['141.228', '107.144', '010.301']);
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await articles(page)).toEqual(['010.301', '107.144', '141.228']);
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await articles(page)).toEqual(['141.228', '107.144', '010.301']);
    await header.click();
    await expect(header).not.toHaveAttribute('aria-sort', /ascending|descending/);
  });

  test('sorts and opens rows by keyboard', async ({ page }) => {
    await openStory(page, 'ui-data-table--sortable');
    const header = page.getByRole('columnheader', { name: /Availability/ });
    await header.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await articles(page)).toEqual(['141.228', '010.301', '107.144']);
    // Down into the first row's Availability cell, then left past the first cell onto the row.
    await page.keyboard.press('ArrowDown');
    for (let index = 0; index < 5; index += 1) await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Opened 141.228.');
  });

  test('becomes a card list on phones', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openStory(page, 'ui-data-table--sortable');
    await expect(page.getByRole('grid')).toBeHidden();
    await page.getByRole('list', { name: 'Order lines' }).getByRole('button', { name: 'Open Triac ST hot-air tool' }).click();
    await expect(page.getByRole('status')).toHaveText('Opened 141.228.');
  });
});

test.describe('form fields', () => {
  test('the masked article number fills as digits are typed', async ({ page }) => {
    await openStory(page, 'ui-form-fields--text-fields');
    const input = page.getByRole('textbox', { name: 'Article number' });
    await input.fill('');
    await input.pressSequentially('1412');
    await expect(input).toHaveValue('141.2--');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.pressSequentially('28');
    await expect(input).toHaveValue('141.228');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the dropdown opens with the keyboard and selects', async ({ page }) => {
    await openStory(page, 'ui-form-fields--dropdown');
    const trigger = page.getByRole('button', { name: /Category/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    expect(await listbox.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(130);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(trigger).toContainText('Hot-air tools');
  });
});
