import { test as base, expect, type Page } from '@playwright/test';
import { axeScan } from '@mbw/testing';
import { brandById, type E2eBrand } from './brands';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeScan(page);
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, 'axe-core WCAG 2.2 A/AA violations').toEqual([]);
}

/** `brand`: the brand of the Playwright project running the test (project name = brand id). */
export const test = base.extend<{ brand: E2eBrand; consoleErrors: string[] }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  brand: async ({}, use, testInfo) => {
    await use(brandById(testInfo.project.metadata['brand'] as string));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
