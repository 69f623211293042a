import { LOCAL_SERVICES_URL } from '../../support/brands';
import { signIn } from '../../support/account-session';
import { chooseNecessaryCookies } from '../../support/chrome';
import { expect, test } from '../../support/fixtures';

/**
 * Issue 23 item 1 (ARCHITECTURE §6): a link on another site must not change a signed-in customer's
 * account. The account API changes data with GET (deleteFavouriteContact, deleteDevice, …) and the
 * session cookie is SameSite=Lax, so a top-level navigation from another site carries it. Here a
 * page on https://evil.example (served by the test) links to the site; the customer follows it.
 * Changes Anna Keller's data if the guard fails, so it runs with the @serial projects. @flow
 */
const ANNA = 'anna.keller@example.com';
const ANNAS_CONTACT = '{6F1D2C3A-0000-4000-8000-000000000001}';
const EVIL_PAGE = 'https://evil.example/prize';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test(
  'another site’s links cannot delete the favourite contact, take a Multipass token or sign the customer out @flow',
  { tag: '@serial' },
  async ({ page, baseURL, brand }) => {
    const restored = await fetch(`${LOCAL_SERVICES_URL}/__accounts/${encodeURIComponent(ANNA)}/restore`, { method: 'POST' });
    expect(restored.ok).toBe(true);
    await signIn(page, ANNA, '/en/');
    const targets = {
      delete: `${baseURL}/api/FavouriteContact/deleteFavouriteContact?contactId=${encodeURIComponent(ANNAS_CONTACT)}`,
      token: `${baseURL}/api/shopify/multipass-token`,
      logout: `${baseURL}/logout`,
    };
    await page.route(EVIL_PAGE, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win</title>${Object.entries(targets)
          .map(([name, href]) => `<a id="${name}" href="${href}">${name}</a>`)
          .join(' ')}`,
      }),
    );
    for (const name of Object.keys(targets)) {
      await page.goto(EVIL_PAGE);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url() === targets[name as keyof typeof targets]),
        page.locator(`#${name}`).click(),
      ]);
      expect(response.status(), name).toBe(403);
      await expect(page.locator('body'), name).toHaveText('Cross-site request refused.');
    }

    // Back on the site: still signed in, and the favourite contact is still there (asked on the wire from our own page).
    await page.goto('/en/');
    await expect(page.getByRole('banner')).toContainText('Keller');
    const favourite = await page.evaluate(async () => {
      const answer = await fetch('/api/FavouriteContact/getFavouriteContact', { headers: { accept: 'application/json' } });
      return { status: answer.status, body: await answer.text() };
    });
    expect(favourite).toEqual({ status: 200, body: expect.stringContaining(ANNAS_CONTACT) });
    // The shop brands' own pages still get a token from the same endpoint.
    if (brand.shop) {
      const token = await page.evaluate(async () => (await fetch('/api/shopify/multipass-token')).status);
      expect(token).toBe(200);
    }
  },
);
