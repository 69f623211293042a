import { describe, expect, it } from 'vitest';
import {
  SITEMAP_MAX_URLS,
  buildSitemapIndex,
  buildUrlSet,
  escapeXml,
  sitemapDate,
  sitemapPage,
  sitemapPageCount,
  type SitemapUrl,
} from './sitemap-xml';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('buildSitemapIndex', () => {
  it('lists each sitemap with its lastmod when known', () => {
    expect(
      buildSitemapIndex([
        { loc: 'https://x.test/sitemap-en.xml', lastmod: '2026-11-01' },
        { loc: 'https://x.test/sitemap-de.xml?page=2&x=1' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://x.test/sitemap-en.xml</loc><lastmod>2026-11-01</lastmod></sitemap>\n' +
        '<sitemap><loc>https://x.test/sitemap-de.xml?page=2&amp;x=1</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});

describe('buildUrlSet', () => {
  it('writes loc, lastmod and the hreflang alternates, escaped', () => {
    const xml = buildUrlSet([
      {
        loc: 'https://x.test/en/a&b',
        lastmod: '2026-01-02',
        alternates: [
          { hrefLang: 'en', href: 'https://x.test/en/a&b' },
          { hrefLang: 'x-default', href: 'https://x.test/en/a&b' },
        ],
      },
      { loc: 'https://x.test/en/c' },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://x.test/en/a&amp;b</loc><lastmod>2026-01-02</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://x.test/en/a&amp;b"/><xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/en/a&amp;b"/></url>',
    );
    expect(xml).toContain('<url><loc>https://x.test/en/c</loc></url>');
  });

  it('refuses more URLs than the protocol allows in one file', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, index) => ({ loc: `https://x.test/en/p${index}` }));
    expect(() => buildUrlSet(urls)).toThrow(RangeError);
  });
});

describe('sitemap paging', () => {
  // A catalogue larger than one file: 120 001 URLs (spec: the protocol's 50 000-URL limit).
  const urls: SitemapUrl[] = Array.from({ length: 120_001 }, (_, index) => ({ loc: `https://x.test/en/product/p${index}` }));

  it('splits into files of at most 50 000 URLs, in order, none lost or repeated', () => {
    const pages = sitemapPageCount(urls.length);
    expect(pages).toBe(3);
    const files = Array.from({ length: pages }, (_, index) => sitemapPage(urls, index + 1));
    expect(files.map((file) => file.length)).toEqual([50_000, 50_000, 20_001]);
    expect(files.flat()).toEqual(urls);
    for (const file of files) expect(() => buildUrlSet(file)).not.toThrow();
  });

  it('has one (empty) file for no URLs and nothing past the last page', () => {
    expect(sitemapPageCount(0)).toBe(1);
    expect(sitemapPageCount(50_000)).toBe(1);
    expect(sitemapPageCount(50_001)).toBe(2);
    expect(sitemapPage(urls, 4)).toEqual([]);
    expect(sitemapPage(urls, 0)).toEqual([]);
    expect(sitemapPage(urls, 1.5)).toEqual([]);
  });
});

describe('sitemapDate', () => {
  it('gives YYYY-MM-DD for a date and nothing otherwise', () => {
    expect(sitemapDate('2026-11-23T20:19:27Z')).toBe('2026-11-23');
    expect(sitemapDate('20261101T101010Z')).toBe('2026-11-01');
    expect(sitemapDate('not a date')).toBeUndefined();
    expect(sitemapDate(null)).toBeUndefined();
  });
});
