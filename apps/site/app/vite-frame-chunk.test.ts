import { describe, expect, it } from 'vitest';
import { firstLoadChunkName } from '../vite.frame-chunk';

/** A module graph by static importers, as Rolldown's chunking context gives it. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
}

const app = '/w/apps/site/app';
const GRAPH = graph({
  '/w/libs/ui/button.tsx': [`${app}/shell/shell-frame.tsx`, `${app}/routes/product-page.tsx`],
  [`${app}/shell/shell-frame.tsx`]: [`${app}/routes/page-shell.tsx`],
  '/w/libs/shop/catalog/page.tsx': [`${app}/routes/product-page.tsx?client-route=1`, `${app}/routes/downloads-page.tsx`],
  '/w/libs/search/page.tsx': [`${app}/routes/search-page.tsx`],
  '/w/libs/shared/both.tsx': [`${app}/routes/search-page.tsx`, `${app}/routes/content-page.tsx`],
  '/w/libs/cycle/a.tsx': ['/w/libs/cycle/b.tsx'],
  '/w/libs/cycle/b.tsx': ['/w/libs/cycle/a.tsx', `${app}/routes/compare-page.tsx`],
});

describe('first-load chunks (docs/decisions/first-load-js.md)', () => {
  it('puts what the frame imports in initial, even when a page route imports it too', () => {
    expect(firstLoadChunkName()('/w/libs/ui/button.tsx', GRAPH)).toBe('initial');
  });

  it('gives a page route’s own modules a chunk of that route (product and downloads share the catalog’s)', () => {
    const name = firstLoadChunkName();
    expect(name('/w/libs/shop/catalog/page.tsx', GRAPH)).toBe('page-catalog');
    expect(name('/w/libs/search/page.tsx', GRAPH)).toBe('page-search-page');
    expect(name('/w/libs/cycle/a.tsx', GRAPH)).toBe('page-compare-page');
  });

  it('leaves a module two route groups import, or one nothing names, in initial', () => {
    const name = firstLoadChunkName();
    expect(name('/w/libs/shared/both.tsx', GRAPH)).toBe('initial');
    expect(name('/w/libs/orphan.tsx', GRAPH)).toBe('initial');
  });
});
