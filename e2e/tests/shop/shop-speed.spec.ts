import { expect, test } from '../../support/fixtures';
import { gotoHydrated } from '../../support/chrome';

// A timing check: alone, after the rest (with the fault projects), so two workers and the static
// checks beside them do not decide it. Nothing of the test runner works in the page while it
// measures: no trace (its DOM snapshots run on the page's main thread), and the wait for the
// notification is the page's own (a MutationObserver) rather than Playwright's polling, whose
// accessible-name queries over the product page took 30–40 ms of main thread each on a slow host
// and once delayed the page's answer past the budget (372 ms in CI; 48–70 ms measured without).
test.use({ trace: 'off' });

test.describe('product shop area, speed @shop @serial', () => {
  test('adding to cart shows the notification within 300 ms of the press (measured in the page)', async ({ page, brand }) => {
    await gotoHydrated(page, `/en/product/${brand.product.slug}`);
    const add = page.getByTestId('shop-area').getByRole('button', { name: 'Add to cart' });
    // Focus loads the cart's code ahead of the press, as a pointer over the button does.
    await add.focus();
    await page.waitForLoadState('networkidle');
    // The page notes the press and the notification's arrival (performance.now, in the page) and
    // answers the time once the notification is there (one evaluate, no polling).
    await page.evaluate(() => {
      const marks = window as unknown as { pressedAt?: number; shown?: Promise<number> };
      document.addEventListener('keydown', () => (marks.pressedAt = performance.now()), { capture: true, once: true });
      marks.shown = new Promise<number>((resolve) => {
        new MutationObserver((_, observer) => {
          if (marks.pressedAt !== undefined && document.querySelector('[role="region"][aria-label="Added to cart"]')) {
            observer.disconnect();
            resolve(performance.now() - marks.pressedAt);
          }
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
        // Never shown: the time is infinite, and the assertion below says so.
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
      });
    });
    await page.keyboard.press('Enter');
    const elapsed = await page.evaluate(() => (window as unknown as { shown: Promise<number> }).shown);
    await expect(page.getByRole('region', { name: 'Added to cart' })).toBeVisible();
    expect(elapsed).toBeLessThan(300);
  });
});
