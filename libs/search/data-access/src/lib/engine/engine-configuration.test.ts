import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SEARCH_TOKEN_ERROR, searchEngineConfiguration, type SearchSettings } from './engine-configuration';
import { andExpressions, groupValues, prepareSearchBody } from './group-by';

const settings: SearchSettings = {
  organizationId: 'kestrel',
  accessToken: 'token-1',
  searchUrl: 'https://site.example/api/search/v2',
  analyticsUrl: 'https://site.example/api/search/analytics',
  locale: 'de',
  pipeline: 'GlobalSearch',
  searchHub: 'Technologies-Global-Search',
  constantQuery: '@language==de',
  statisticsConsent: false,
  headers: { 'x-requested-with': 'kestrel-site' },
};

afterEach(() => vi.restoreAllMocks());

describe('searchEngineConfiguration', () => {
  it('configures organization, token, proxy, locale, pipeline and hub', () => {
    const config = searchEngineConfiguration(settings);
    expect(config).toMatchObject({
      organizationId: 'kestrel',
      accessToken: 'token-1',
      search: {
        proxyBaseUrl: 'https://site.example/api/search/v2',
        locale: 'de',
        pipeline: 'GlobalSearch',
        searchHub: 'Technologies-Global-Search',
      },
    });
  });

  it('turns analytics on only with statistics consent', () => {
    expect(searchEngineConfiguration(settings)?.analytics).toEqual({ enabled: false });
    expect(searchEngineConfiguration({ ...settings, statisticsConsent: true })?.analytics).toMatchObject({
      enabled: true,
      proxyBaseUrl: 'https://site.example/api/search/analytics',
    });
  });

  it('without a token logs exactly the spec’s error and builds nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(searchEngineConfiguration({ ...settings, accessToken: '' })).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(NO_SEARCH_TOKEN_ERROR);
    expect(NO_SEARCH_TOKEN_ERROR).toBe('Error when initialising Coveo engine: No search token provided');
  });

  it('adds the site’s headers to every request and the group-by and constant query to searches', async () => {
    const preprocess = searchEngineConfiguration(settings)!.preprocessRequest!;
    const search = await preprocess(
      {
        url: 'https://site.example/api/search/v2?organizationId=kestrel',
        body: JSON.stringify({ q: 'gun', cq: '@herotemplatename==("Product")' }),
        headers: { a: '1' },
      },
      'searchApiFetch',
      { method: 'search', origin: 'mainSearch' },
    );
    expect(search.headers).toEqual({ a: '1', 'x-requested-with': 'kestrel-site' });
    expect(JSON.parse(search.body as string)).toEqual({
      q: 'gun',
      cq: '(@language==de) AND (@herotemplatename==("Product"))',
      groupBy: [{ field: '@herotemplatename', maxNumberOfValues: 20, injectionDepth: 10000, constantQueryOverride: '@language==de' }],
    });
    const suggest = await preprocess({ url: 'x', body: JSON.stringify({ q: 'gu' }) }, 'searchApiFetch', {
      method: 'querySuggest',
      origin: 'mainSearch',
    });
    expect(JSON.parse(suggest.body as string)).toEqual({ q: 'gu', cq: '@language==de' });
  });
});

describe('request bodies', () => {
  it('restricts a facet search in its search context', () => {
    const body = prepareSearchBody(
      JSON.stringify({ field: 'category', searchContext: { q: 'x', cq: '@a==1' } }),
      'facetSearch',
      '@language==en',
    );
    expect(JSON.parse(body).searchContext).toEqual({ q: 'x', cq: '(@language==en) AND (@a==1)' });
  });

  it('leaves bodies that are not JSON objects alone', () => {
    expect(prepareSearchBody('not json', 'search', '@language==en')).toBe('not json');
    expect(prepareSearchBody('[1]', 'search', '@language==en')).toBe('[1]');
  });

  it('joins expressions, leaving empty ones out', () => {
    expect(andExpressions('', ' @a==1 ', undefined)).toBe('@a==1');
    expect(andExpressions('@a==1', '@b==2')).toBe('(@a==1) AND (@b==2)');
    expect(andExpressions()).toBe('');
  });

  it('reads the herotemplatename group values and skips malformed ones', () => {
    expect(
      groupValues({
        groupByResults: [
          { field: 'other', values: [{ value: 'x', numberOfResults: 1 }] },
          { field: 'herotemplatename', values: [{ value: 'Product', numberOfResults: 3 }, { value: 5 }, null] },
        ],
      }),
    ).toEqual([{ value: 'Product', numberOfResults: 3 }]);
    expect(groupValues(null)).toEqual([]);
    expect(groupValues({ groupByResults: 'x' })).toEqual([]);
  });
});
