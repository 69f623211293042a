import type { Locator, Page, Request } from '@playwright/test';
import { axeScan } from '@mbw/testing';
import { expect, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';
import { clearFaults, setFault } from '../../support/local-services';

/**
 * The bundles section (spec shop §2, §4, issue 15) on the stand-in's demo bundles
 * (tools/local-services README "Demo rows"): the section comes with the page's HTML, shows the fully
 * available bundle of the variant, and adding it puts its lines in the cart and applies its code,
 * which the Storefront then really discounts. Shop brands only (technologies, welding-tools).
 */
const BUNDLE_PRODUCTS = {
  technologies: {
    path: '/en/product/CALORA-S3/142-271',
    code: 'BUNDLE-142271-10',
    items: 2,
    soldOutPath: '/en/product/CALORA-S3/142-272',
    other: { path: '/en/product/CALORA-S3/142-270', code: 'BUNDLE-142270-15' },
  },
  'welding-tools': {
    path: '/en/product/BLAZE-PLUS/617-412',
    code: 'BUNDLE-617412-10',
    items: 2,
    soldOutPath: '/en/product/BLAZE-PLUS/617-411',
    other: { path: '/en/product/BLAZE-PLUS/617-410', code: 'BUNDLE-617410-5' },
  },
} as const;

function productFor(brandId: string) {
  const product = BUNDLE_PRODUCTS[brandId as keyof typeof BUNDLE_PRODUCTS];
  if (!product) throw new Error(`No bundle product for brand ${brandId}`);
  return product;
}

const isStorefrontCall = (request: Request, operation: string) =>
  request.method() === 'POST' &&
  request.url().endsWith('/api/2025-01/graphql.json') &&
  String(request.postDataJSON()?.query ?? '').includes(operation);

/** Presses Tab until the target has the focus (keyboard only: no click, no focus() call). */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The target never took the focus');
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('bundles section @shop', () => {
  test('shows the variant’s available bundle with its items, prices and percent; the hero links to it', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    const product = productFor(brand.id);
    await gotoHydrated(page, product.path);
    const link = page.getByRole('link', { name: 'Bundle offers (1)' });
    await expect(link).toBeVisible();
    await link.click();
    const section = page.getByRole('region', { name: 'Bundle offers' });
    await expect(section).toBeInViewport();
    const card = section.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: `Bundle 1: ${product.items} products` })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(product.items);
    await expect(card).toContainText('Save 10 %');
    await expect(card).toContainText('Price without bundle discount');
    await expect(card).toContainText('Bundle price');
    expect(consoleErrors).toEqual([]);
  });

  test('a sold-out variant’s bundle is not shown (the section is left out)', async ({ page, brand }) => {
    const product = productFor(brand.id);
    const browserCalls: string[] = [];
    page.on('request', (request) => {
      if (isStorefrontCall(request, 'ProductBundles')) browserCalls.push(request.url());
    });
    await gotoHydrated(page, product.soldOutPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The bundles came with the page (asked by the server beside the offers), not from the browser.
    expect(browserCalls).toEqual([]);
    await expect(page.getByRole('region', { name: 'Bundle offers' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Bundle offers/ })).toHaveCount(0);
  });

  test('by keyboard only: the stepper never goes below 1, and adding the bundle applies its code in the cart @shop-smoke', async ({
    page,
    brand,
  }) => {
    const product = productFor(brand.id);
    await gotoHydrated(page, product.path);
    const section = page.getByRole('region', { name: 'Bundle offers' });
    await expect(section).toBeAttached();
    const stepper = section.getByRole('group', { name: 'Quantity of bundle 1' });
    const quantity = stepper.getByRole('spinbutton', { name: 'Quantity' });
    const minus = stepper.getByRole('button', { name: 'Decrease quantity' });
    const plus = stepper.getByRole('button', { name: 'Increase quantity' });

    await tabTo(page, minus);
    await expect(quantity).toHaveValue('1');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(quantity).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(plus).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('3');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeFocused();

    // What the section promises for one bundle (the cart is new: it holds this bundle only).
    const bundlePrice = /Bundle price\s*(\D*?[\d,.]*\d[.,]\d{2})/.exec((await section.getByRole('article').textContent()) ?? '')?.[1];
    expect(bundlePrice).toMatch(/\d/);

    // Add: the lines (tagged with the bundle) first, then the code on the cart.
    const added = page.waitForRequest((request) => isStorefrontCall(request, 'cartCreate') || isStorefrontCall(request, 'cartLinesAdd'));
    const codes = page.waitForResponse((response) => isStorefrontCall(response.request(), 'cartDiscountCodesUpdate'));
    await tabTo(page, section.getByRole('button', { name: 'Add bundle to cart' }));
    await page.keyboard.press('Enter');
    const linesRequest = (await added).postDataJSON() as { variables: { input?: { lines: unknown[] }; lines?: unknown[] } };
    const lines = (linesRequest.variables.lines ?? linesRequest.variables.input?.lines ?? []) as Array<{
      quantity: number;
      attributes: Array<{ key: string; value: string }>;
    }>;
    expect(lines).toHaveLength(product.items);
    for (const line of lines) {
      expect(line.quantity).toBe(1);
      expect(line.attributes.find((attribute) => attribute.key === '_leisterRelatedBundle')?.value).toMatch(
        /^gid:\/\/shopify\/Metaobject\/\d+$/,
      );
    }
    const response = await codes;
    expect(response.request().postDataJSON().variables.discountCodes).toEqual([product.code]);
    const cart = (await response.json()).data.cartDiscountCodesUpdate.cart as {
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<{ discountedAmount: { amount: string } }>;
      lines: { nodes: Array<{ discountAllocations: Array<{ code?: string; discountedAmount: { amount: string } }> }> };
    };
    expect(cart.discountCodes).toEqual([{ code: product.code, applicable: true }]);
    // As on Shopify, the bundle's code is a line-level discount: on each of its lines, not the cart.
    for (const line of cart.lines.nodes) expect(line.discountAllocations).toEqual([expect.objectContaining({ code: product.code })]);
    expect(cart.discountAllocations).toEqual([]);

    // The added-to-cart notification (open for 7 s) leads to the cart, where the discount shows.
    await page.getByRole('region', { name: 'Added to cart' }).getByRole('button', { name: 'View cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(`Discount ${product.code}`)).toBeVisible();
    await expect(panel.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(bundlePrice ?? '');
  });

  test('two bundles, the second added after a reload before the cookie’s cart is read: both codes applied (issue 23 §8)', async ({
    page,
    brand,
  }) => {
    const product = productFor(brand.id);
    const codesAnswer = () => page.waitForResponse((response) => isStorefrontCall(response.request(), 'cartDiscountCodesUpdate'));
    await gotoHydrated(page, product.path);
    const first = codesAnswer();
    await page.getByRole('region', { name: 'Bundle offers' }).getByRole('button', { name: 'Add bundle to cart' }).click();
    expect((await first).request().postDataJSON().variables.discountCodes).toEqual([product.code]);

    // The page's read of the cookie's cart is held until the second bundle is in: the page knows no cart yet.
    let releaseCartRead: () => void = () => undefined;
    const cartReadHeld = new Promise<void>((resolve) => (releaseCartRead = resolve));
    await page.route('**/api/2025-01/graphql.json', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'Cart') await cartReadHeld;
      await route.fallback();
    });
    await gotoHydrated(page, product.other.path);
    const second = codesAnswer();
    await page.getByRole('region', { name: 'Bundle offers' }).getByRole('button', { name: 'Add bundle to cart' }).click();
    const response = await second;
    releaseCartRead();
    expect(response.request().postDataJSON().variables.discountCodes).toEqual([product.code, product.other.code]);
    const cart = (await response.json()).data.cartDiscountCodesUpdate.cart as {
      discountCodes: Array<{ code: string; applicable: boolean }>;
    };
    expect(cart.discountCodes).toEqual([
      { code: product.code, applicable: true },
      { code: product.other.code, applicable: true },
    ]);

    // The panel shows each code's saving (summed over its lines).
    await page.getByRole('region', { name: 'Added to cart' }).getByRole('button', { name: 'View cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Cart' });
    await expect(panel.getByText(`Discount ${product.code}`)).toBeVisible();
    await expect(panel.getByText(`Discount ${product.other.code}`)).toBeVisible();
  });

  test('the section passes axe (WCAG 2.2 A/AA)', async ({ page, brand }) => {
    const product = productFor(brand.id);
    await gotoHydrated(page, product.path);
    const section = page.getByRole('region', { name: 'Bundle offers' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('article')).toHaveCount(1);
    const results = await axeScan(page, { include: '#bundles' });
    expect(
      results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) })),
    ).toEqual([]);
  });
});

// The fault switches are global: these run in the fault projects, alone, last.
test.describe('bundles section, Storefront failing @shop @faults', () => {
  test.afterEach(async () => clearFaults());

  for (const mode of ['error', 'down'] as const) {
    test(`Storefront ${mode}: the section is left out, the page works`, async ({ page, brand }) => {
      const product = productFor(brand.id);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await setFault('storefront', mode);
      await gotoHydrated(page, product.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The server asked for the offers and bundles: the shop area says so, the bundles are left out.
      await expect(page.getByTestId('shop-area')).toContainText('Prices are not available right now');
      await expect(page.getByRole('region', { name: 'Bundle offers' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Bundle offers/ })).toHaveCount(0);
      // The page still works: the details link leads to the details.
      await page.getByRole('link', { name: 'Product details' }).click();
      await expect(page).toHaveURL(/#details$/);
      expect(pageErrors).toEqual([]);
    });
  }
});
