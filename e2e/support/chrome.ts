import type { BrowserContext, Page } from '@playwright/test';

/**
 * The visitor has already answered the cookie banner (only necessary cookies), so it does not
 * cover the bottom of the page in tests about something else.
 */
export async function chooseNecessaryCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('chooseNecessaryCookies needs the project baseURL');
  await context.addCookies([{ name: 'cookieConsent', value: 'necessary', url: baseURL }]);
}

/**
 * Goes to the page and waits until it is hydrated: the desktop tabs with flyouts become buttons
 * then (they are links in the server HTML; the desktop nav is in the DOM at every width).
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until the page is hydrated (the desktop tabs with flyouts are buttons only once React runs). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('header nav button[aria-expanded]').first().waitFor({ state: 'attached' });
}
