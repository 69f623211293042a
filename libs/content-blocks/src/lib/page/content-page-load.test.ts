import { emptyJsonLdValues } from '@mbw/util';
import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_VIEWER } from '@mbw/account-data-access';
import type { LayoutResult, RouteData } from '@mbw/api-clients';
import { loadContentPage, type ContentPageContext } from './content-page-load';

const route = (fields: Record<string, unknown> = {}): RouteData =>
  ({ name: 'company', itemId: 'item-1', fields, placeholders: { 'jss-main': [], 'jss-header': [] } }) as unknown as RouteData;
const found = (data: RouteData): LayoutResult => ({ kind: 'found', context: { pageEditing: false } as never, route: data });

function context(path: string, layout: LayoutResult, overrides: Partial<ContentPageContext> = {}): ContentPageContext {
  return {
    url: new URL(`https://www.example.com${path}`),
    language: { tag: 'en' },
    origin: 'https://www.example.com',
    siteName: 'Kestrel',
    logoSrc: '/logo.svg',
    cachePolicy: 'shared',
    componentMap: {},
    viewer: ANONYMOUS_VIEWER,
    layout: async () => layout,
    breadcrumbs: async () => [{ id: 'home', name: 'Home', path: '/' }] as never,
    log: () => undefined,
    ...overrides,
  };
}

describe('loadContentPage', () => {
  it('a content page: only the main placeholder, its breadcrumb, public unless the request is private', async () => {
    const load = await loadContentPage(context('/en/company', found(route())));
    expect(load.kind).toBe('page');
    if (load.kind !== 'page') return;
    expect(Object.keys(load.page.route.placeholders)).toEqual(['jss-main']);
    expect(load.page.frame).toEqual({ itemPath: '/company', breadcrumbs: [{ id: 'home', name: 'Home', path: '/' }] });
    expect(load.cache).toBe('public');
    expect((await loadContentPage(context('/en/company', found(route()), { cachePolicy: 'private' }))).kind === 'page').toBe(true);
  });

  it('the home page carries the Organization and WebSite JSON-LD, the latter with the search page as its SearchAction', async () => {
    const load = await loadContentPage(context('/en/', found(route())));
    expect(load.kind === 'page' && load.page.frame.structuredData).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Kestrel', logo: 'https://www.example.com/logo.svg' }),
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.com/en/Search?q={search_term_string}' },
          'query-input': 'required name=search_term_string',
        }),
      }),
    ]);
    expect(load.kind === 'page' && emptyJsonLdValues(load.page.frame.structuredData)).toEqual([]);
  });

  it('unknown or failing: not found (a failure logged and personal); a restricted page for a visitor: home', async () => {
    const log = vi.fn();
    expect(await loadContentPage(context('/en/nowhere', { kind: 'not-found', context: null }))).toEqual({
      kind: 'not-found',
      options: { item: undefined, personal: false },
    });
    const failed = await loadContentPage(context('/en/company', { kind: 'error', error: new Error('down') as never }, { log }));
    expect(failed).toMatchObject({ kind: 'not-found', options: { personal: true } });
    expect(log).toHaveBeenCalledWith('layout.failed', expect.objectContaining({ error: 'down' }));
    const restricted = route({ 'Is Page User Restricted': { value: true } });
    expect(await loadContentPage(context('/en/company', found(restricted)))).toEqual({ kind: 'redirect-home', location: '/en/' });
  });
});
