import { chromium } from '@playwright/test';
const [, , ...ids] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const brand of ['group', 'welding-tools']) {
  for (const [w, h, tag] of [[1440, 900, 'desktop'], [375, 812, 'mobile']]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    for (const id of ids) {
      await page.goto(`http://127.0.0.1:6006/iframe.html?id=${id}&viewMode=story&globals=brand:${brand}`);
      await page.waitForTimeout(400);
      const name = `/tmp/shots/cat-${brand}-${tag}-${id}.png`;
      await page.screenshot({ path: name, fullPage: true });
    }
    await page.close();
  }
}
await browser.close();
