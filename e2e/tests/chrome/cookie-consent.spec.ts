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

  test('the banner names the cart only on brands with the shop, in every language', async ({ page, brand }) => {
    const cart = { en: /\bcart\b/i, de: /Warenkorb/, fr: /panier/i, it: /carrello/i } as const;
    for (const language of ['en', 'de', 'fr', 'it'] as const) {
      await page.goto(`/${language}/`);
      const text = page.getByRole('region', { name: /./ }).filter({ has: page.locator('form[action="/cookie-consent"]') });
      await expect(text, language).toBeVisible();
      if (brand.shop) await expect(text, language).toContainText(cart[language]);
      else await expect(text, language).not.toContainText(cart[language]);
    }
  });

  test('another site cannot grant consent for the visitor: its form post is refused and nothing is set', async ({
    page,
    context,
    baseURL,
  }) => {
    // A page on evil.example (served by the test) whose form posts to our banner's form target:
    // the browser sends it cross-site, with its own Origin and Sec-Fetch-Site headers.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/cookie-consent"><input type="hidden" name="consent" value="statistics"><input type="hidden" name="return_to" value="/en/"><button>Win a prize</button></form>`,
      }),
    );
    await page.goto('http://evil.example/prize');
    const answer = page.waitForResponse(`${baseURL}/cookie-consent`);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
    await expect(page.locator('body')).toHaveText('Cross-site request refused.');
    expect((await context.cookies(baseURL)).find((cookie) => cookie.name === 'cookieConsent')).toBeUndefined();
  });

  test('every state-changing route refuses a cross-site request with a plain 403', async ({ request }) => {
    for (const [method, path] of [
      ['POST', '/cookie-consent'],
      ['POST', '/sitecore/api/graph/edge'],
      ['POST', '/en/company'],
      ['PUT', '/api/menu/products'],
      ['DELETE', '/en/'],
    ] as const) {
      const response = await request.fetch(path, {
        method,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
        data: 'consent=statistics&return_to=%2Fen%2F',
        maxRedirects: 0,
      });
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect(response.headers()['content-type'], `${method} ${path}`).toContain('text/plain');
      expect(response.headers()['set-cookie'], `${method} ${path}`).toBeUndefined();
    }
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
