import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';
import { expect, test } from '../../support/fixtures';

/**
 * The event detail block's styled map (spec discovery §2, §9; issue 28): the site's map module
 * (`@mbw/ui/map`), loaded only when the block nears the view — zoom 13, one 40 × 40 pin, the
 * venue naming the map — with the OpenStreetMap link kept beside it. One page load. @flow
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test('the event map loads near the view and pins the venue @flow', async ({ page, consoleErrors }) => {
  // A phone: the details column comes after the event's text, far below the first screen, whatever
  // the fonts (at 1280 × 720 the panel sat within the 300 px look-ahead on one host, not another).
  await page.setViewportSize({ width: 390, height: 700 });
  const styleRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/maps/style.json') styleRequests.push(request.url());
  });
  await gotoHydrated(page, '/en/blocks/event-information');
  const location = page.getByRole('group', { name: 'Location' }).first();
  // Below the fold: nothing of the map yet.
  expect((await location.boundingBox())!.y).toBeGreaterThan(700 + 300);
  expect(styleRequests).toEqual([]);
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('[data-map-ready]')).toBeVisible();
  await expect(location.getByRole('region', { name: 'Map: Messe Düsseldorf' })).toBeVisible();
  const pin = location.locator('.maplibregl-marker svg');
  await expect(pin).toHaveCount(1);
  expect(await pin.boundingBox()).toMatchObject({ width: 40, height: 40 });
  await expect(location.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute('href', /mlat=51\.2613/);
  expect(styleRequests).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
