import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A/AA rule tags for axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * One axe-core pass (WCAG 2.2 A/AA) over the page: axe's script evaluated once in the page, then
 * `axe.run` there. `AxeBuilder.analyze()` injects the 550 KB script twice (into the page and into a
 * blank page it opens for `axe.finishRun`): 2.6 of a view's 3 s on the slow CI host. The partial
 * runner exists for frames of other origins, so a page with iframes still goes through it. The
 * e2e suite has the same helper (e2e/support/axe.ts); tools cannot import each other, and this
 * one runs in plain Node without the workspace's path mapping.
 */
export async function axeScan(page: Page): Promise<axe.AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // page.evaluate runs through the DevTools protocol, so the pages' CSP (nonce scripts) allows it.
  await page.evaluate(axe.source);
  return page.evaluate((tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } }), WCAG_TAGS);
}
