import { chromium } from '@playwright/test';
const [, , base, path, tag, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, size] of [[1440, 900, 'desktop'], [375, 812, 'mobile']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(base + path);
  await page.waitForTimeout(600);
  if (action === 'flyout' && size === 'desktop') await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click();
  if (action === 'products' && size === 'desktop') await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).click();
  if (action === 'flyout' && size === 'mobile') { await page.getByRole('button', { name: 'Menu' }).click(); await page.getByRole('button', { name: 'Solutions' }).click(); }
  if (action === 'language' && size === 'desktop') await page.getByRole('button', { name: 'Choose region, country and language' }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/shots/${tag}-${size}.png` });
  await page.close();
}
await browser.close();
