import type { Page } from '@playwright/test';

export const CATALOGUE_BRANDS = ['group', 'technologies', 'sensor', 'welding-tools'] as const;

/** Opens one story alone (the preview iframe), in a brand theme and language. */
export async function openStory(page: Page, id: string, globals: { brand?: string; locale?: string } = {}): Promise<void> {
  const brand = globals.brand ?? 'technologies';
  const locale = globals.locale ?? 'en';
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=brand:${brand};locale:${locale}`);
  await page.locator('#storybook-root > *').first().waitFor();
}
