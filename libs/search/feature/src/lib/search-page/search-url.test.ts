import { describe, expect, it } from 'vitest';
import { readSearchUrl, searchHref } from './search-url';

describe('the search page URL', () => {
  it('reads the query, a known tab and the facet selections', () => {
    const state = readSearchUrl(new URLSearchParams('q=+heat+gun+&tab=stories&f-category=News&f-category=Case&f-region=Europe&f-bogus=x'));
    expect(state).toEqual({ query: 'heat gun', tab: 'stories', facets: { category: ['News', 'Case'], region: ['Europe'] } });
  });

  it('drops unknown tabs, empty, repeated and over-long values, and caps the query', () => {
    const params = new URLSearchParams({ q: 'x'.repeat(5000), tab: 'admin' });
    params.append('f-company', '');
    params.append('f-company', 'A');
    params.append('f-company', 'A');
    params.append('f-company', 'y'.repeat(201));
    const state = readSearchUrl(params);
    expect(state.query).toHaveLength(500);
    expect(state.tab).toBeNull();
    expect(state.facets).toEqual({ company: ['A'] });
  });

  it('writes the state back as a shareable URL, round trip', () => {
    const state = { query: 'a&b <c>', tab: 'products' as const, facets: { classification: ['Hot air', 'Welding'] } };
    const href = searchHref('de', state);
    expect(href).toBe('/de/Search?q=a%26b+%3Cc%3E&tab=products&f-classification=Hot+air&f-classification=Welding');
    expect(readSearchUrl(new URL(href, 'https://x.test').searchParams)).toEqual(state);
    expect(searchHref('en', { query: '', tab: null, facets: {} })).toBe('/en/Search');
  });
});
