import { expect, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * Person cards on narrow screens (issue 12): an e-mail address wraps only before its '@' or a dot,
 * never mid-word ("jonas.weber@example.c / om"), and the link still names the whole address (flow brands).
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

for (const width of [320, 375, 768]) {
  test(`at ${width} px e-mail addresses break only before @ or a dot`, { tag: '@flow' }, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/en/qa/kitchen-sink');
    // Addresses (not the share-by-e-mail links, which are mailto:?subject=…).
    const emails = page.locator('a[href^="mailto:"][href*="@"]');
    expect(await emails.count()).toBeGreaterThan(0);
    for (const email of await emails.all()) {
      await email.scrollIntoViewIfNeeded();
      // The text of each rendered line of the link, read from the layout of its characters.
      const lines = await email.evaluate((link) => {
        const rows = new Map<number, string>();
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = 0; index < text.length; index += 1) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            const top = Math.round(rect.top);
            rows.set(top, (rows.get(top) ?? '') + text[index]);
          }
        }
        return [...rows.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
      });
      const address = (await email.getAttribute('href'))!.slice('mailto:'.length);
      expect(lines.join(''), 'the whole address is shown').toBe(address);
      for (const line of lines.slice(1)) expect(line, `${address} at ${width} px: ${JSON.stringify(lines)}`).toMatch(/^[@.]/);
      await expect(email).toHaveAccessibleName(new RegExp(`${address.replace(/[.]/g, '\\.')}$`));
    }
  });
}
