import type { Page } from '@playwright/test';
import { waitForHydration } from '../../support/chrome';
import { expect, test } from '../../support/fixtures';
import { E2E_TAG_MANAGER } from '../../support/tag-manager';

/**
 * The tag manager only after consent (issue 29 §2, docs/decisions/analytics-and-consent.md), on the
 * brand the e2e stack gives a container (technologies; the stand-in container of local-services
 * records what it receives): nothing loads before the visitor answers; "Allow statistics" loads it
 * once, and it receives Consent Mode's denied defaults first, then the update, the product view,
 * the add to cart and the checkout start (spec shop §7). The event shapes and the consent state
 * machine are unit-tested in libs/analytics.
 */
type Entry = { event?: string; gtag?: unknown[]; ecommerce?: { items?: Array<Record<string, unknown>>; currency?: string } | null };

/** The URLs of the page's requests that `matches` picks, as they are sent. */
function recordRequests(page: Page, matches: (url: string) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (sent) => {
    if (matches(sent.url())) urls.push(sent.url());
  });
  return urls;
}

test.describe('tag manager after consent @shop', () => {
  test('no container before consent; after it the container loads once and receives view, add to cart and checkout', async ({
    page,
    brand,
    request,
    consoleErrors,
  }) => {
    test.skip(brand.id !== E2E_TAG_MANAGER.brand, 'the e2e stack configures a container on one brand only');
    const containerLoads = recordRequests(page, (url) => url.startsWith(`${E2E_TAG_MANAGER.url}/gtm.js`));
    const response = await page.goto(`/en/product/${brand.product.slug}`);
    // The CSP names the stand-in's origin for scripts and beacons (a container is configured here).
    const origin = new URL(E2E_TAG_MANAGER.url).origin;
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${origin}(;| )`));
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookie settings' });
    await expect(banner).toBeVisible();
    // Consent Mode's defaults are in the dataLayer; no event, no container.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)[1]),
        ),
      )
      .toEqual(['default']);
    expect(containerLoads).toEqual([]);

    await banner.getByRole('button', { name: 'Allow statistics' }).click();
    const session = await page.waitForFunction(
      () => (window as { __tagManagerStandIn?: { session: string } }).__tagManagerStandIn?.session,
    );
    const sessionId = (await session.jsonValue()) as string;

    await page.getByTestId('shop-area').getByRole('button', { name: 'Add to cart' }).click();
    const notification = page.getByRole('region', { name: 'Added to cart' });
    await notification.getByRole('button', { name: 'View cart' }).click();
    // The site's pages only: the checkout below is the store's (the stand-in's) page.
    expect(consoleErrors).toEqual([]);
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.port !== String(brand.port));

    const received = async () => {
      const answer = await request.get(`${E2E_TAG_MANAGER.url}/received?session=${sessionId}`);
      return answer.ok() ? ((await answer.json()) as { containerId: string; entries: Entry[] }) : { containerId: '', entries: [] };
    };
    await expect.poll(async () => (await received()).entries.some((entry) => entry.event === 'begin_checkout')).toBe(true);
    const { containerId, entries } = await received();
    expect(containerId).toBe(E2E_TAG_MANAGER.containerId);
    const sequence = entries
      .map((entry) => entry.event ?? (entry.gtag ? `gtag:${String(entry.gtag[0])}:${String(entry.gtag[1])}` : null))
      .filter(Boolean);
    // Defaults before anything, the update before any event, the page's held views, then the container's start.
    expect(sequence.slice(0, 2)).toEqual(['gtag:consent:default', 'gtag:consent:update']);
    for (const event of ['pageview', 'product_detail', 'view_item', 'gtm.js', 'add_to_cart', 'view_cart', 'begin_checkout'])
      expect(sequence, event).toContain(event);
    expect(sequence.indexOf('add_to_cart')).toBeLessThan(sequence.indexOf('begin_checkout'));
    const added = entries.find((entry) => entry.event === 'add_to_cart');
    expect(added?.ecommerce?.currency).toMatch(/^[A-Z]{3}$/);
    expect(Object.keys(added?.ecommerce?.items?.[0] ?? {}).sort()).toEqual(
      [
        'compareAtPrice',
        'condition',
        'item_brand',
        'item_category',
        'item_category2',
        'item_id',
        'item_name',
        'price',
        'quantity',
        'sku',
      ].sort(),
    );
    expect(containerLoads).toHaveLength(1);
  });
});

test.describe('consent withdrawn from the footer @shop', () => {
  test('"Cookie settings" reopens the banner by keyboard; "Only necessary cookies" denies again and nothing more is sent', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    test.skip(brand.id !== E2E_TAG_MANAGER.brand, 'the e2e stack configures a container on one brand only');
    const containerLoads = recordRequests(page, (url) => url.startsWith(`${E2E_TAG_MANAGER.url}/gtm.js`));
    await page.goto('/en/');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Cookie settings' }).getByRole('button', { name: 'Allow statistics' }).click();
    await expect.poll(() => containerLoads.length).toBe(1);

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const banner = page.getByRole('region', { name: 'Cookie settings' });
    await expect(banner.getByRole('button', { name: 'Only necessary cookies' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    const consentCalls = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((entry) => entry[0] === 'consent')
          .map((entry) => `${String(entry[1])}:${String((entry[2] as { analytics_storage?: string }).analytics_storage)}`),
      );
    await expect.poll(consentCalls).toEqual(['default:denied', 'update:granted', 'update:denied']);
    const pushed = await page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).length);

    // A client-side navigation after the withdrawal: no pageview, no second container.
    await page.getByRole('contentinfo').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname !== '/en/');
    await waitForHydration(page);
    expect(await page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).length)).toBe(pushed);
    expect(containerLoads).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('no tag manager without a container @flow', () => {
  test('a brand without a container: the CSP names none, and consent loads none', async ({ page, brand }) => {
    test.skip(brand.id === E2E_TAG_MANAGER.brand, 'the brand with the e2e container has the test above');
    const containerLoads = recordRequests(page, (url) => new URL(url).pathname.endsWith('/gtm.js'));
    const response = await page.goto('/en/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self';/);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Cookie settings' }).getByRole('button', { name: 'Allow statistics' }).click();
    // The pageview reaches the dataLayer (consent), but no Consent Mode call and no container.
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])))
      .toContain('"pageview"');
    const layer = await page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => Object.prototype.toString.call(entry)),
    );
    expect(layer).not.toContain('[object Arguments]');
    expect(containerLoads).toEqual([]);
  });
});
