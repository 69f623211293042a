import { CATALOGUE_BRANDS, openStory } from '../../support/catalogue';
import { expectNoAxeViolations, test } from '../../support/fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** axe-core (WCAG 2.2 A/AA) on every story of the catalogue, in every brand theme (issue 3). */
const index = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../tmp/catalogue/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story').map((entry) => entry.id);

/** Stories per test: small enough to stay well inside the timeout, so the two workers share them. */
const CHUNK = 12;
const chunks = Array.from({ length: Math.ceil(stories.length / CHUNK) }, (_, index) => stories.slice(index * CHUNK, (index + 1) * CHUNK));

for (const brand of CATALOGUE_BRANDS) {
  chunks.forEach((chunk, index) => {
    test(`stories ${index * CHUNK + 1}–${index * CHUNK + chunk.length} pass axe in the ${brand} theme`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const id of chunk) {
        await openStory(page, id, { brand });
        await test.step(id, () => expectNoAxeViolations(page));
      }
    });
  });
}
