import { CATALOGUE_BRANDS, axeViolationsByStory, catalogueStoryIds, renderAllStories } from '../../support/catalogue';
import { expect, test } from '../../support/fixtures';

/**
 * axe-core (WCAG 2.2 A/AA, color-contrast included) on every story of the catalogue, in every
 * brand theme (issue 3). One page per theme renders all stories (each in its own box, see
 * renderAllStories) and axe runs once over it: one page load and one axe run a theme instead of
 * one per story (about 30 s a theme instead of about 5 min on a shared 2-core machine). The
 * stories rendered must be exactly the ones index.json lists, so a story that is skipped or fails
 * to render fails the test.
 */
for (const brand of CATALOGUE_BRANDS) {
  test(`every story renders and passes axe in the ${brand} theme`, async ({ page, request }) => {
    // One long test a theme: the default 30 s is for one page, not 119 stories and a big axe run.
    test.setTimeout(120_000);
    const ids = await catalogueStoryIds(request);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const { rendered, failed } = await test.step(`render ${ids.length} stories`, () => renderAllStories(page, ids, { brand }));
    expect(failed, `stories that did not render in the ${brand} theme`).toEqual([]);
    expect(rendered.toSorted(), `stories rendered in the ${brand} theme = index.json`).toEqual(ids.toSorted());
    expect(pageErrors, 'uncaught errors while rendering').toEqual([]);

    const violations = await test.step('axe-core', () => axeViolationsByStory(page));
    expect(violations, `axe-core WCAG 2.2 A/AA violations in the ${brand} theme, by story`).toEqual([]);
  });
}
