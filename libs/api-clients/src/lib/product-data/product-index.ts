import * as v from 'valibot';
import { productDataUrl, requestProductData, type ProductDataConfig } from './product-data-config';

/** The gateway's product index page size (its upper limit). */
export const PRODUCT_INDEX_PAGE_SIZE = 5000;

const productIndexSchema = v.looseObject({
  total: v.number(),
  items: v.array(
    v.looseObject({
      englishName: v.string(),
      isPreLaunch: v.optional(v.boolean(), false),
      articleNumbers: v.array(v.string()),
      hasDownloads: v.optional(v.boolean(), false),
      /** When the product's data last changed, where the gateway knows it. */
      lastModified: v.optional(v.nullable(v.string()), null),
    }),
  ),
});

export type ProductIndexEntry = v.InferOutput<typeof productIndexSchema>['items'][number];

/**
 * Every master product of the tenant with its variants' article numbers, for the sitemap:
 * GET {gateway}/product-data/v1/product-index/{tenant}?offset=&limit=, page after page. (Not in the
 * spec: the stand-in's shape, tools/local-services/src/product-data/product-index.ts.)
 */
export async function fetchProductIndex(config: ProductDataConfig, options: { signal?: AbortSignal } = {}): Promise<ProductIndexEntry[]> {
  const entries: ProductIndexEntry[] = [];
  for (let offset = 0; ; offset += PRODUCT_INDEX_PAGE_SIZE) {
    const url = productDataUrl(config.gatewayUrl, `/product-data/v1/product-index/${encodeURIComponent(config.tenant)}`, {
      offset: String(offset),
      limit: String(PRODUCT_INDEX_PAGE_SIZE),
    });
    const page = await requestProductData(config, url, productIndexSchema, { what: 'GET product index', signal: options.signal });
    entries.push(...page.items);
    if (page.items.length === 0 || entries.length >= page.total) return entries;
  }
}
