/**
 * robots.txt of a brand site: every crawler may read the public pages; the paths in `disallow`
 * (personal pages, search results, APIs) are kept out; the sitemap index is named absolutely on
 * the site's public origin (never the request's Host).
 */
export function buildRobotsTxt(input: { origin: string; disallow: readonly string[]; sitemapPath: string }): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...input.disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(input.sitemapPath, input.origin).toString()}`,
  ];
  return `${lines.join('\n')}\n`;
}
