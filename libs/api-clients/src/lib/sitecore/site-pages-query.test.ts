import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../http/upstream';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { fetchSitePages } from './site-pages-query';

const item = (id: string, path: string, extra: Record<string, unknown> = {}, children: unknown[] = []) => ({
  id,
  url: { path },
  template: { name: 'ContentPage' },
  hasChildren: children.length > 0,
  restricted: null,
  updated: null,
  children: { results: children },
  ...extra,
});

const config = (fetch: typeof globalThis.fetch) => ({ apiUrl: 'http://cms.test', apiKey: 'k', siteName: 'sensor', timeoutMs: 500, fetch });

describe('fetchSitePages', () => {
  it('walks the tree from the home item, and queries again below the fourth level', async () => {
    const deep = { ...item('d4', '/a/b/c/d'), hasChildren: true, children: null };
    const fake = fakeFetch((_url, init) => {
      const { variables } = JSON.parse(String(init.body)) as { variables: { path: string; language: string } };
      if (variables.path === '/sitecore/content/sensor/home') {
        return jsonResponse(200, {
          data: {
            item: item('home', '/', { template: { name: 'StartPage' } }, [
              item('a', '/a', { restricted: { value: '1' }, updated: { value: '20261101T101010Z' } }, [
                item('b', '/a/b', {}, [item('c', '/a/b/c', {}, [deep])]),
              ]),
              item('404', '/404', { template: { name: 'NotFoundPage' } }),
            ]),
          },
        });
      }
      return jsonResponse(200, { data: { item: { ...deep, children: { results: [item('e', '/a/b/c/d/e')] } } } });
    });
    const pages = await fetchSitePages(config(fake.fetch), { language: 'de' });
    expect(pages.map((page) => page.path)).toEqual(['/', '/a', '/a/b', '/a/b/c', '/a/b/c/d', '/404', '/a/b/c/d/e']);
    expect(pages[1]).toEqual({ id: 'a', path: '/a', template: 'ContentPage', restricted: true, updated: '20261101T101010Z' });
    expect(pages[0]!.template).toBe('StartPage');
    // The query itself goes on the wire, with the fragment it spreads.
    const sent = JSON.parse(String(fake.requests[0]!.init.body)) as { query: string; operationName: string };
    expect(sent.operationName).toBe('SitePages');
    expect(sent.query).toMatch(/query SitePages\(/);
    expect(sent.query).toMatch(/fragment SitePage on Item/);
    expect(fake.requests.map((request) => JSON.parse(String(request.init.body)).variables)).toEqual([
      { path: '/sitecore/content/sensor/home', language: 'de' },
      { path: 'd4', language: 'de' },
    ]);
  });

  it('lists each item once, even when the CMS names an item as its own child', async () => {
    const fake = fakeFetch(() =>
      jsonResponse(200, { data: { item: item('home', '/', {}, [item('home', '/'), item('a', '/a'), item('a', '/a')]) } }),
    );
    const pages = await fetchSitePages(config(fake.fetch), { language: 'en' });
    expect(pages.map((page) => page.id)).toEqual(['home', 'a']);
    expect(fake.requests).toHaveLength(1);
  });

  it('is empty without a home item, and an UpstreamError on GraphQL errors', async () => {
    expect(await fetchSitePages(config(fakeFetch(() => jsonResponse(200, { data: { item: null } })).fetch), { language: 'en' })).toEqual(
      [],
    );
    await expect(
      fetchSitePages(config(fakeFetch(() => jsonResponse(200, { errors: [{ message: 'bad' }] })).fetch), { language: 'en' }),
    ).rejects.toBeInstanceOf(UpstreamError);
  });
});
