import { describe, expect, it } from 'vitest';
import { parseSitemapFile, sitemapFilePath } from './sitemap-response.server';

describe('sitemap file names', () => {
  it('round-trip language and page', () => {
    for (const [language, page] of [
      ['en', 1],
      ['de', 2],
      ['it', 17],
    ] as const) {
      expect(parseSitemapFile(sitemapFilePath(language, page).slice('/sitemaps/'.length))).toEqual({ language, page });
    }
  });

  it('refuse anything else', () => {
    for (const name of ['es.xml', 'en-1.xml', 'en-0.xml', 'en.txt', 'EN.xml', '../en.xml', 'en-02.xml', 'probe'])
      expect(parseSitemapFile(name)).toBeNull();
  });
});
