import { brandPublicOrigin } from '../../support/brands';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/** Page routing, not-found and restricted pages (spec discovery §2, §7, §8). @flow */
test.describe('language prefixes @flow', () => {
  test('serve each language under xx and xx-XX', async ({ page }) => {
    for (const [path, lang, heading] of [
      ['/de/company', 'de', /^Über Kestrel/],
      ['/de-CH/company', 'de-CH', /^Über Kestrel/],
      ['/fr-CH/company', 'fr-CH', /^À propos de Kestrel/],
      ['/it/company', 'it', /^Chi è Kestrel/],
      ['/en/company', 'en', /^About Kestrel/],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      // Menu links stay in the language of the URL.
      await expect(page.locator(`header nav a[href="/${lang}/contact"]`).first()).toBeAttached();
      await expect(page.locator('header a').filter({ has: page.locator('img') })).toHaveAttribute('href', `/${lang}/`);
    }
  });

  test('without a prefix use the language cookie, else English, and are not shared by caches', async ({
    page,
    context,
    baseURL,
    brand,
  }) => {
    const response = await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About Kestrel/);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${brandPublicOrigin(brand)}/en/company`);
    await context.addCookies([{ name: 'lang', value: 'it', url: baseURL! }]);
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Chi è Kestrel/);
  });

  test('a prefixed URL is cacheable, and the browser stores its language in the lang and site cookies', async ({
    page,
    context,
    brand,
  }) => {
    const response = await page.goto('/fr/news');
    expect(response?.headers()['set-cookie']).toBeUndefined();
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const cookieNamed = async (name: string) => (await context.cookies()).find((cookie) => cookie.name === name);
    await expect.poll(async () => (await cookieNamed('lang'))?.value).toBe('fr');
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies[`${brand.id}#lang`]?.value).toBe('fr');
    expect(cookies['lang']?.sameSite).toBe('Lax');
    expect(cookies['lang']!.expires - Date.now() / 1000).toBeGreaterThan(359 * 24 * 3600);
    // The next un-prefixed page comes in French.
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
  });

  test('language links lead to the same page in another language', async ({ page }) => {
    await page.goto('/en/company/sustainability');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/company\/sustainability$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nachhaltigkeit');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The catalog follows the language too.
    await expect(page.getByRole('navigation', { name: 'Sprache' })).toBeVisible();
  });

  test('a malformed language cookie is ignored and rewritten', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: '%3Cscript%3Ealert(1)%3C%2Fscript%3E', url: baseURL! }]);
    const response = await page.goto('/company');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About Kestrel/);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  });
});

test.describe('page not found @flow', () => {
  test('answers 404 with the content 404 item in the language of the URL', async ({ page, request }) => {
    const raw = await request.get('/de-CH/does-not-exist');
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain('Diese Seite finden wir leider nicht');

    const response = await page.goto('/de-CH/does-not-exist');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Diese Seite finden wir leider nicht');
    await expect(main).toContainText('Die Seite wurde vielleicht verschoben');
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de-CH/');
    await expect(main.getByRole('link', { name: 'Kontaktieren Sie uns' })).toHaveAttribute('href', '/de-CH/contact');
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toHaveCount(0);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/de-CH\/$/);
  });

  test('the 404 item itself and URLs of pages that do not exist yet are 404 too', async ({ request }) => {
    for (const path of ['/en/404', '/en/product/Triac-ST/141-228', '/downloadsPage/Triac-ST', '/es/company']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('hostile paths get the not-found page, never an error', async ({ request }) => {
    for (const path of [
      '/en/%E0%A4%A',
      '/assets/%E0%A4%A',
      '/en/..%2f..%2fetc%2fpasswd',
      '/en/%2e%2e/%2e%2e/etc/passwd',
      '/en/a%00b',
      `/en/${'x'.repeat(2048)}`,
      '/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/en/product/%F0%9F%94%A5/123-456',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<h1');
      expect(html, path).not.toContain('<script>alert(1)');
      expect(html, path).not.toMatch(/at .+\.(js|ts):\d+/);
    }
  });
});

test.describe('page shell @flow', () => {
  test('every page type is framed once: one header, one main, one footer, also on the not-found page', async ({ page, brand }) => {
    const product = brand.product.slug;
    for (const path of [
      '/en/',
      '/en/company',
      `/en/product/${product}`,
      `/en/downloadsPage/${product}`,
      '/en/does-not-exist',
      '/en/product/No-Such-Product',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('banner'), path).toHaveCount(1);
      await expect(page.getByRole('main'), path).toHaveCount(1);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveCount(1);
    }
  });

  test('a request the page cannot answer gets a plain message inside the frame, never a stack trace', async ({ request, baseURL }) => {
    // Same-origin, so the cross-site guard lets it through to React Router, which answers 405.
    const response = await request.post('/en/company', {
      headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' },
      form: { x: '1' },
    });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).not.toMatch(/at .+\.(js|ts):\d+/);
  });
});

test.describe('restricted pages @flow', () => {
  test('send an anonymous visitor to the home page of the language', async ({ page, request }) => {
    const raw = await request.get('/de-CH/members', { maxRedirects: 0 });
    expect(raw.status()).toBe(302);
    expect(raw.headers()['location']).toBe('/de-CH/');
    expect(raw.headers()['cache-control']).toBe('private, no-store');

    await page.goto('/en/members');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('are not readable through the same-origin proxy either', async ({ request }) => {
    const response = await request.get('/sitecore/api/layout/render/jss?item=/members&sc_lang=en');
    expect(response.status()).toBe(404);
  });
});

test.describe('rich text and components @flow', () => {
  test('editor HTML is sanitised: its text shows, none of its script runs', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.goto('/en/qa/sanitising');
    await expect(page.getByText('Text before.')).toBeVisible();
    // The hero title is shown as text, closing tag and all, and did not end the data script.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rich text safety</script><script>window.__xss="json"</script><!--');
    await expect(page.getByRole('link', { name: 'Safe external link' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Javascript link' })).toHaveCount(0);
    await page.getByText('Click target').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    const main = page.getByRole('main');
    await expect(main.locator('script, iframe, [onerror], [onclick], [style]')).toHaveCount(0);
    await expect(main.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('a component without a renderer is left out of a production page', async ({ page }) => {
    await page.goto('/en/qa/sanitising');
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByText('RetiredTeaser')).toHaveCount(0);
  });
});

test.describe('keyboard @flow', () => {
  test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await page.goto('/en/company');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
  });
});

test.describe('same-origin proxies @flow', () => {
  test('serve the dictionary and site data without exposing the API key', async ({ request, brand }) => {
    const dictionary = await request.get(`/sitecore/api/jss/dictionary/${brand.id}/de`);
    expect(dictionary.status()).toBe(200);
    expect((await dictionary.json()).phrases['Footer.Copyright']).toContain('Alle Rechte vorbehalten');
    const geo = await request.get('/ResolveCountryByIp.aspx', { headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(await geo.json()).toMatchObject({ Country: 'FR' });
    const menu = await request.get(`/api/menu/products?site=${brand.id}&sc_lang=it`);
    expect((await menu.json()).SubItems.length).toBeGreaterThan(0);
    expect((await request.get('/api/not-an-endpoint', { headers: OWN_PAGE_HEADERS })).status()).toBe(404);
  });

  test('refuse cross-site posts', async ({ request }) => {
    const response = await request.post('/sitecore/api/graph/edge', {
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      data: { query: '{ __typename }' },
    });
    expect(response.status()).toBe(403);
    // Issue 23: from our own origin too, the proxy runs only the site's own operations (the
    // favourite contact's, tested in the account flows), never a query of the browser's own.
    for (const data of [
      { query: '{ __typename }' },
      { operationName: 'ContactDetails', query: 'query ContactDetails { item(path: "/members", language: "en") { displayName } }' },
    ]) {
      const sameOrigin = await request.post('/sitecore/api/graph/edge', {
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        data,
      });
      expect(sameOrigin.status()).toBe(404);
      expect(await sameOrigin.text()).not.toContain('Members');
    }
  });
});
