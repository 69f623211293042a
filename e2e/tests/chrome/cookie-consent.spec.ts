import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/**
 * The cookie banner (spec account §9, issue 4): shown until the visitor chooses, with and without
 * JavaScript, and never again once chosen. Flow: on one shop and one non-shop brand.
 */
test.describe('cookie consent @flow', () => {
  test('with JavaScript: a choice hides the banner, sets the cookie for a year and is kept', async ({ page, context }) => {
    await page.goto('/en/company');
    const banner = page.getByRole('region', { name: 'Cookie settings' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    // Hydrated (the tabs are buttons), so the click is handled in place, without a round trip.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Company' })).toBeVisible();
    await banner.getByRole('button', { name: 'Allow statistics' }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/en\/company$/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookieConsent');
    expect(cookie?.value).toBe('statistics');
    expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(365);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('without JavaScript: the banner posts the choice and the visitor comes back to the page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en/company/history?from=banner');
    const banner = page.getByRole('region', { name: 'Cookie settings' });
    await banner.getByRole('button', { name: 'Only necessary cookies' }).click();
    await expect(page).toHaveURL(/\/en\/company\/history\?from=banner#cookie-consent$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookieConsent');
    expect(cookie?.value).toBe('necessary');
    await context.close();
  });

  test('the form target keeps visitors on this site and ignores unknown choices', async ({ request }) => {
    const foreign = await request.post('/cookie-consent', {
      form: { consent: 'necessary', return_to: '//evil.example/x' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(303);
    expect(foreign.headers()['location']).toBe('/#cookie-consent');
    const unknown = await request.post('/cookie-consent', { form: { consent: 'everything', return_to: '/en/' }, maxRedirects: 0 });
    expect(unknown.status()).toBe(303);
    expect(unknown.headers()['location']).toBe('/en/');
    expect(unknown.headers()['set-cookie'] ?? '').not.toContain('cookieConsent');
  });
});
