/**
 * The product index for sitemaps (issue 16), a file of its own beside routes.ts:
 *   GET /product-data/v1/product-index/{tenant}?offset=&limit=
 * → { total, items: [{ englishName, isPreLaunch, articleNumbers, hasDownloads }] }, the tenant's
 * master products in id order, a page at a time (limit ≤ 5000). The real gateway's endpoint for
 * this is not in the spec; the shape is the least a sitemap needs.
 */
import type { DatabaseSync } from 'node:sqlite';
import { json, type Route } from '../http/types.ts';
import { PRODUCT_DATA_SERVICE, parseTenant } from './request-params.ts';

const MAX_LIMIT = 5000;

export function productIndexRoutes(db: DatabaseSync): Route[] {
  const count = db.prepare('SELECT count(*) AS total FROM catalog_master_sites WHERE site = ?');
  const page = db.prepare(`
    SELECT m.id, m.en_name AS englishName, json_extract(m.json, '$.isPreLaunch') AS isPreLaunch,
      (SELECT json_group_array(article_number) FROM (SELECT article_number FROM catalog_variants v WHERE v.master_id = m.id ORDER BY v.id)) AS articleNumbers,
      EXISTS (SELECT 1 FROM catalog_downloads d WHERE d.master_id = m.id) AS hasDownloads
    FROM catalog_master_sites s JOIN catalog_masters m ON m.id = s.master_id
    WHERE s.site = ? ORDER BY m.id LIMIT ? OFFSET ?`);
  return [
    {
      method: 'GET',
      path: '/product-data/v1/product-index/:tenant',
      service: PRODUCT_DATA_SERVICE,
      handler: ({ params, url }) => {
        let tenant: string;
        try {
          tenant = parseTenant(params['tenant']);
        } catch (error) {
          return json(400, { message: (error as Error).message });
        }
        const offset = Number(url.searchParams.get('offset') ?? '0');
        const limit = Number(url.searchParams.get('limit') ?? String(MAX_LIMIT));
        if (!Number.isInteger(offset) || offset < 0) return json(400, { message: 'offset must be a whole number ≥ 0' });
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return json(400, { message: `limit must be 1–${MAX_LIMIT}` });
        const { total } = count.get(tenant) as { total: number };
        const rows = page.all(tenant, limit, offset) as Array<{
          englishName: string;
          isPreLaunch: number | null;
          articleNumbers: string;
          hasDownloads: number;
        }>;
        return json(200, {
          total,
          items: rows.map((row) => ({
            englishName: row.englishName,
            isPreLaunch: row.isPreLaunch === 1,
            articleNumbers: JSON.parse(row.articleNumbers) as string[],
            hasDownloads: row.hasDownloads === 1,
          })),
        });
      },
    },
  ];
}
