import type { Browser } from '@playwright/test';

/** Spec shop §9: the add-to-cart notification shows within 300 ms of the press. */
export const ADD_TO_CART_BUDGET_MS = 300;

/**
 * The time from the press of a product page's "Add to cart" to the "Added to cart" notification,
 * measured in the page (performance.now on the keydown and in a MutationObserver): nothing of the
 * tool works in the page while it measures (no tracing, no polling of the accessibility tree).
 * Moved here from the browser suite (issue 30): a timing is judged where nothing else runs, and the
 * suite's last minutes now share the cores with the other gates. The cart's code is loaded first,
 * as a pointer over the button does (focus). Infinity when the notification never shows (10 s).
 */
export async function addToCartMs(browser: Browser, productUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(productUrl);
    // Hydrated: the header's tabs are buttons only once React runs.
    await page.locator('header nav button[aria-expanded]').first().waitFor({ state: 'attached' });
    const add = page.getByTestId('shop-area').getByRole('button', { name: 'Add to cart' });
    await add.focus();
    await page.waitForLoadState('networkidle');
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
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
      });
    });
    await page.keyboard.press('Enter');
    return await page.evaluate(() => (window as unknown as { shown: Promise<number> }).shown);
  } finally {
    await context.close();
  }
}
