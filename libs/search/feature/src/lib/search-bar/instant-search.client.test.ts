import { buildInstantResults, buildSearchBox, buildSearchEngine } from '@coveo/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SEARCH_TOKEN_ERROR } from '@mbw/search-data-access';
import { OWN_PAGE_HEADER, OWN_PAGE_HEADER_VALUE } from '@mbw/util';
import { INSTANT_RESULTS_PER_QUERY, loadInstantSearch, type InstantSearchSnapshot } from './instant-search.client';

// Headless itself is stood in for: what is checked is what the bar builds it with.
const controller = {
  state: { q: '', results: [] as unknown[], isLoading: false, error: null as unknown },
  updateQuery: vi.fn(),
  subscribe: vi.fn((listener: () => void) => {
    listener();
    return () => undefined;
  }),
};
vi.mock('@coveo/headless', () => ({
  buildSearchEngine: vi.fn(() => ({})),
  buildSearchBox: vi.fn(),
  buildInstantResults: vi.fn(() => controller),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(buildSearchEngine).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const options = (searchHub: string) => ({ language: 'de', searchHub, statisticsConsent: false });

describe("loadInstantSearch (the bar's lazily loaded engine)", () => {
  it("without a token (the route answers 503) logs the spec's error once and builds no engine", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'unavailable' }), { status: 503 }));
    expect(await loadInstantSearch(options('NoToken'))).toBeNull();
    expect(await loadInstantSearch(options('NoToken'))).toBeNull();
    expect(error.mock.calls).toEqual([[NO_SEARCH_TOKEN_ERROR]]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(buildSearchEngine).not.toHaveBeenCalled();
  });

  it('builds the engine from the token route with the global pipeline, the hub and no suggestions', async () => {
    fetchMock.mockResolvedValue(Response.json({ token: 'tok', organizationId: 'org' }));
    const search = await loadInstantSearch(options('GlobalHub'));
    expect(search).not.toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/search/token');
    expect(new Headers(init?.headers).get(OWN_PAGE_HEADER)).toBe(OWN_PAGE_HEADER_VALUE);
    const { configuration } = vi.mocked(buildSearchEngine).mock.calls[0]![0];
    expect(configuration).toMatchObject({
      organizationId: 'org',
      accessToken: 'tok',
      search: { proxyBaseUrl: `${window.location.origin}/api/search/v2`, locale: 'de', pipeline: 'GlobalSearch', searchHub: 'GlobalHub' },
      analytics: { enabled: false },
    });
    expect(vi.mocked(buildSearchBox).mock.calls[0]![1]).toMatchObject({ options: { numberOfSuggestions: 0 } });
    expect(vi.mocked(buildInstantResults).mock.calls[0]![1].options.maxResultsPerQuery).toBe(INSTANT_RESULTS_PER_QUERY);
    search!.search('heat');
    expect(controller.updateQuery).toHaveBeenCalledWith('heat');
  });

  it('gives each result its site link, article number and picture; a failed query lists nothing', async () => {
    fetchMock.mockResolvedValue(Response.json({ token: 'tok', organizationId: 'org' }));
    const search = await loadInstantSearch(options('Results'));
    controller.state = {
      q: 'heat',
      isLoading: false,
      error: null,
      results: [
        {
          uniqueId: 'u1',
          title: 'Heat gun',
          clickUri: 'https://index.example/x',
          raw: {
            masterproductrelativeurl: '/en/product/heat-gun',
            variantarticlenumber: '100.200',
            mainpicture320: 'https://img.example/1.jpg',
            herotemplatename: 'Variant',
            masterproductname: 'Heat gun',
          },
        },
        { uniqueId: 'u2', title: 'A story', clickUri: '/en/stories/a', raw: {} },
        {
          uniqueId: 'u3',
          title: 'BLAZE PLUS',
          clickUri: '/en/product/BLAZE-PLUS/617-410',
          raw: { herotemplatename: 'Product', masterproductname: 'BLAZE PLUS', target_article_number: '617.410' },
        },
      ],
    };
    const snapshots: InstantSearchSnapshot[] = [];
    search!.subscribe((snapshot) => snapshots.push(snapshot));
    expect(snapshots.at(-1)).toEqual({
      query: 'heat',
      isLoading: false,
      failed: false,
      results: [
        {
          id: 'u1',
          title: 'Heat gun',
          href: '/en/product/heat-gun/100-200',
          articleNumber: '100.200',
          picture: 'https://img.example/1.jpg',
          product: null,
        },
        { id: 'u2', title: 'A story', href: '/en/stories/a', articleNumber: null, picture: null, product: null },
        // A product names its master product (the accessories omnibox narrows to what fits it).
        {
          id: 'u3',
          title: 'BLAZE PLUS',
          href: '/en/product/BLAZE-PLUS/617-410',
          articleNumber: '617.410',
          picture: null,
          product: 'BLAZE PLUS',
        },
      ],
    });
    controller.state = { ...controller.state, error: { message: 'timeout' } };
    search!.subscribe((snapshot) => snapshots.push(snapshot));
    expect(snapshots.at(-1)).toMatchObject({ failed: true, results: [] });
  });

  it('tells a failed query from one superseded by a newer query (headless leaves state.error empty)', async () => {
    fetchMock.mockResolvedValue(Response.json({ token: 'tok', organizationId: 'org' }));
    const search = await loadInstantSearch(options('Failures'));
    const { middlewares } = vi.mocked(buildSearchEngine).mock.calls[0]![0];
    const dispatch = (middlewares![0] as unknown as () => (next: (action: unknown) => unknown) => (action: unknown) => unknown)()(
      (action) => action,
    );
    controller.state = { q: 'heat', isLoading: false, error: null, results: [] };
    const snapshots: InstantSearchSnapshot[] = [];
    const latest = () => {
      search!.subscribe((snapshot) => snapshots.push(snapshot));
      return snapshots.at(-1);
    };
    dispatch({ type: 'search/fetchInstantResults/rejected', meta: { arg: { q: 'heat' } }, payload: { type: 'AbortError', ignored: true } });
    expect(latest()).toMatchObject({ failed: false });
    dispatch({ type: 'search/fetchInstantResults/rejected', meta: { arg: { q: 'heat' } }, payload: { statusCode: 500 } });
    expect(latest()).toMatchObject({ failed: true, results: [] });
    dispatch({ type: 'search/fetchInstantResults/pending', meta: { arg: { q: 'heat' } } });
    expect(latest()).toMatchObject({ failed: false });
  });
});
