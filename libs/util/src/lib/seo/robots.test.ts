import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from './robots';

describe('buildRobotsTxt', () => {
  it('allows the site, disallows the given paths and names the sitemap on the public origin', () => {
    expect(buildRobotsTxt({ origin: 'https://www.x.test', disallow: ['/api/', '/*/Search'], sitemapPath: '/sitemap.xml' })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /*/Search\n\nSitemap: https://www.x.test/sitemap.xml\n',
    );
  });
});
