import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A/AA rule tags for axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export type AxeScanOptions = {
  /** A CSS selector: only this part of the page is checked. */
  include?: string;
  /** `['violations']` leaves passes and incomplete results out of the answer (big pages). */
  resultTypes?: axe.resultGroups[];
};

/**
 * Lets the page's finite CSS animations and transitions end, for at most 2 s: a dialog fading in
 * has partial contrast, and axe would report its text. Endless ones (spinners) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/**
 * One axe-core pass (WCAG 2.2 A/AA) over the page: axe's script is evaluated once in the page and
 * `axe.run` runs there. `AxeBuilder.analyze()` does the same work but injects the 550 KB script
 * twice (into the page, then into a blank page it opens for `axe.finishRun`), and on the slow CI
 * host that was 2.6 of a view's 3 s; this way a scan of the home page takes 1.6–2.2 s instead of
 * 2.6–3.9 s. The partial runner exists for frames of other origins, so a page with iframes still
 * goes through it. The one axe helper of the e2e suite (pages, the catalogue's sweep) and check:a11y.
 */
export async function axeScan(page: Page, { include, resultTypes }: AxeScanOptions = {}): Promise<axe.AxeResults> {
  await animationsSettled(page);
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page });
    if (include) builder = builder.include(include);
    if (resultTypes) builder = builder.options({ resultTypes });
    return builder.withTags(WCAG_TAGS).analyze();
  }
  // page.evaluate runs through the DevTools protocol, so the pages' CSP (nonce scripts) allows it.
  await page.evaluate(axe.source);
  return page.evaluate(
    ({ selector, tags, groups }) => {
      const context = selector ? { include: [selector] } : document;
      return (window as unknown as { axe: typeof axe }).axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        ...(groups ? { resultTypes: groups } : {}),
      });
    },
    { selector: include, tags: WCAG_TAGS, groups: resultTypes },
  );
}
