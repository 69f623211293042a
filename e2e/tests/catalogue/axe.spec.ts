import { CATALOGUE_BRANDS, openStory } from '../../support/catalogue';
import { expectNoAxeViolations, test } from '../../support/fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** axe-core (WCAG 2.2 A/AA) on every story of the catalogue, in every brand theme (issue 3). */
const index = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../tmp/catalogue/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story').map((entry) => entry.id);

for (const brand of CATALOGUE_BRANDS) {
  test(`every story passes axe in the ${brand} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const id of stories) {
      await openStory(page, id, { brand });
      await test.step(id, () => expectNoAxeViolations(page));
    }
  });
}
