import { describe, expect, it } from 'vitest';
import type { SitePageData } from '@mbw/api-clients';
import { sitemapUrls } from './sitemap-entries';

const page = (path: string, extra: Partial<SitePageData> = {}): SitePageData => ({
  id: path,
  path,
  template: 'ContentPage',
  restricted: false,
  updated: null,
  ...extra,
});

const sources = {
  pages: [
    page('/', { template: 'StartPage' }),
    page('/company/history', { updated: '20261101T101010Z' }),
    page('/members', { restricted: true }),
    page('/404', { template: 'NotFoundPage' }),
    page('/qa/kitchen-sink'),
  ],
  products: [
    {
      englishName: 'CALORA S3',
      isPreLaunch: false,
      articleNumbers: ['142.270', '142.271'],
      hasDownloads: true,
      lastModified: '2026-10-05T08:00:00Z',
    },
    { englishName: 'NEW THING', isPreLaunch: true, articleNumbers: ['999.001'], hasDownloads: true, lastModified: null },
    { englishName: 'LONE MASTER', isPreLaunch: false, articleNumbers: [], hasDownloads: false, lastModified: null },
  ],
  isExcludedPage: (item: SitePageData) => item.template === 'NotFoundPage' || item.path.startsWith('/qa/'),
};

describe('sitemapUrls', () => {
  const urls = sitemapUrls('de', 'https://www.x.test', sources);

  it('lists public content pages, variant pages, masters without variants and downloads pages, in the language', () => {
    expect(urls.map((url) => url.loc)).toEqual([
      'https://www.x.test/de/',
      'https://www.x.test/de/company/history',
      'https://www.x.test/de/product/CALORA-S3/142-270',
      'https://www.x.test/de/product/CALORA-S3/142-271',
      'https://www.x.test/de/downloadsPage/CALORA-S3',
      'https://www.x.test/de/product/LONE-MASTER',
    ]);
  });

  it('leaves out restricted pages, the 404 item, test pages and pre-launch products', () => {
    const locs = urls.map((url) => url.loc).join(' ');
    for (const left of ['/members', '/404', '/qa/', 'NEW-THING']) expect(locs).not.toContain(left);
  });

  it('gives each URL its four language alternates and x-default, and lastmod where a date is known', () => {
    expect(urls[1]).toEqual({
      loc: 'https://www.x.test/de/company/history',
      lastmod: '2026-11-01',
      alternates: [
        { hrefLang: 'en', href: 'https://www.x.test/en/company/history' },
        { hrefLang: 'de', href: 'https://www.x.test/de/company/history' },
        { hrefLang: 'fr', href: 'https://www.x.test/fr/company/history' },
        { hrefLang: 'it', href: 'https://www.x.test/it/company/history' },
        { hrefLang: 'x-default', href: 'https://www.x.test/en/company/history' },
      ],
    });
    expect(urls[2]!.lastmod).toBe('2026-10-05');
    expect(urls[0]).not.toHaveProperty('lastmod');
  });
});
