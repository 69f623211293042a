/**
 * The product-data gateway (spec product §7, discovery §7) and the site's /api/MasterProducts
 * endpoints, answered from the generated catalog (seed/catalog). Tenant = site name.
 *
 * Concrete URL shapes (the spec names some only as "products/{a}/{b}/{c}"):
 *   GET  /product-data/v1/products/{name}/{lang}/{tenant}                        master product
 *   GET  /product-data/v1/product-items/{masterProductId}/{market}/{lang}/{tenant} its variants
 *   GET  /product-data/v1/product-items/technical-titles-with-subtitles/{lang}?articleNumbers=…&articleNumbers=…
 *   GET  /product-data/v1/product/short?name=&lang=&tenant=[&variantId=]
 *   GET  /product-data/v1/product/similarAccessories?name=&lang=&tenant=
 *   POST /product-data/v1/product/wishlistObjects?tenant=   body {"items":[{"VariantId":…,"AddDate":…}|id…],"lang":"de"}
 *   POST /product-data/v1/product/comparedObjects?lang=&tenant=   body [id, …] (variant or master ids)
 *   GET  /api/MasterProducts/getDownloadsExtended?name=&lang=[&variantId=][&tenant=]
 *   GET  /api/MasterProducts/getVideoCampaignItems?name=&lang=[&tenant=]
 * {name} is the English master product name with dashes or spaces, case-insensitive. {lang} is
 * en, de, fr or it (a regional tag like de-CH uses its base language). The market is validated
 * (two letters) but does not change the data: prices and stock come from the shop.
 * Unknown product → 404 JSON; a malformed or missing parameter → 400 JSON.
 */
import type { DatabaseSync } from 'node:sqlite';
import { json, type Reply, type Route } from '../http/types.ts';
import { CatalogStore } from './catalog-store.ts';
import { downloadFileRoutes } from './download-files.ts';
import { productIndexRoutes } from './product-index.ts';
import {
  BadRequest,
  MASTER_PRODUCTS_SERVICE,
  NotFound,
  PRODUCT_DATA_SERVICE,
  parseArticleNumber,
  parseId,
  parseLanguage,
  parseName,
  parseTenant,
} from './request-params.ts';
import { at, must } from './seed/catalog/must.ts';
import type { MasterFacts, VariantFacts } from './seed/catalog/types.ts';
import { comparedObjectView } from './endpoints/compared-objects.ts';
import { downloadsView } from './endpoints/downloads.ts';
import { masterProductView } from './endpoints/master-product.ts';
import { shortProductView } from './endpoints/short-product.ts';
import { similarAccessoriesView } from './endpoints/similar-accessories.ts';
import { technicalTitlesView } from './endpoints/technical-titles.ts';
import { variantView } from './endpoints/variants.ts';
import { videoCampaignView } from './endpoints/video-campaign.ts';
import { wishlistObjectView } from './endpoints/wishlist-objects.ts';

const MAX_IDS = 100;

function handle(run: () => Reply): Reply {
  try {
    return run();
  } catch (error) {
    if (error instanceof BadRequest) return json(400, { message: error.message });
    if (error instanceof NotFound) return json(404, { message: error.message });
    throw error;
  }
}

export function productDataRoutes(db: DatabaseSync): Route[] {
  const store = new CatalogStore(db);

  /** A master product by English name, visible for the tenant (when one is given). */
  const findMaster = (rawName: string | null | undefined, tenant: string | null): MasterFacts => {
    const name = parseName(rawName);
    const master = store.masterByName(name);
    if (!master || (tenant && !store.isInSite(master.id, tenant)))
      throw new NotFound(`No product "${name}"${tenant ? ` for tenant ${tenant}` : ''}`);
    return master;
  };
  const defaultVariant = (master: MasterFacts) => {
    const id = at(master.variantIds, 0);
    return must(store.variantsByIds([id]).get(id), `variant ${id}`);
  };
  const optionalVariant = (master: MasterFacts, raw: string | null): VariantFacts | undefined => {
    if (raw === null || raw.trim() === '') return undefined;
    const id = parseId(raw, 'variantId');
    if (!master.variantIds.includes(id)) throw new NotFound(`Variant ${id} is not a variant of ${master.enName}`);
    return store.variantsByIds([id]).get(id);
  };
  const query = (url: URL, name: string) => url.searchParams.get(name);
  const optionalTenant = (url: URL) => {
    const raw = query(url, 'tenant') ?? query(url, 'sc_site');
    return raw ? parseTenant(raw) : null;
  };

  const route = (method: Route['method'], path: string, handler: (context: Parameters<Route['handler']>[0]) => Reply): Route => ({
    method,
    path,
    service: path.startsWith('/api/MasterProducts/') ? MASTER_PRODUCTS_SERVICE : PRODUCT_DATA_SERVICE,
    handler: (context) => handle(() => handler(context)),
  });

  return [
    route('GET', '/product-data/v1/products/:name/:lang/:tenant', ({ params }) => {
      const language = parseLanguage(params['lang']);
      const tenant = parseTenant(params['tenant']);
      const master = findMaster(params['name'], tenant);
      return json(200, masterProductView(master, defaultVariant(master), language, store.lookup(tenant)));
    }),

    route('GET', '/product-data/v1/product-items/technical-titles-with-subtitles/:lang', ({ params, url }) => {
      const language = parseLanguage(params['lang']);
      const raw = url.searchParams.getAll('articleNumbers').flatMap((value) => value.split(','));
      if (raw.length === 0) throw new BadRequest('articleNumbers is required (repeat the parameter for several)');
      if (raw.length > MAX_IDS) throw new BadRequest(`at most ${MAX_IDS} articleNumbers`);
      const articleNumbers = [...new Set(raw.map(parseArticleNumber))];
      const variants = store.variantsByArticleNumbers(articleNumbers);
      const masters = store.mastersByIds(
        [...variants.values()].map((variant) => variant.masterId),
        null,
      );
      return json(
        200,
        articleNumbers.flatMap((articleNumber) => {
          const variant = variants.get(articleNumber);
          const master = variant ? masters.get(variant.masterId) : undefined;
          return variant && master ? [technicalTitlesView(master, variant, language)] : [];
        }),
      );
    }),

    route('GET', '/product-data/v1/product-items/:masterProductId/:market/:lang/:tenant', ({ params }) => {
      const id = parseId(params['masterProductId'], 'masterProductId');
      if (!/^[a-z]{2}$/i.test(params['market'] ?? ''))
        throw new BadRequest(`market must be a two-letter market code, got "${params['market'] ?? ''}"`);
      const language = parseLanguage(params['lang']);
      const tenant = parseTenant(params['tenant']);
      const master = store.masterById(id);
      if (!master || !store.isInSite(id, tenant)) throw new NotFound(`No master product ${id} for tenant ${tenant}`);
      const lookup = store.lookup(tenant);
      return json(
        200,
        store.variantsOfMaster(id).map((variant) => variantView(master, variant, language, lookup)),
      );
    }),

    route('GET', '/product-data/v1/product/short', ({ url }) => {
      const language = parseLanguage(query(url, 'lang'));
      const tenant = parseTenant(query(url, 'tenant'));
      const master = findMaster(query(url, 'name'), tenant);
      return json(200, shortProductView(master, optionalVariant(master, query(url, 'variantId')), language));
    }),

    route('GET', '/product-data/v1/product/similarAccessories', ({ url }) => {
      const language = parseLanguage(query(url, 'lang'));
      const tenant = parseTenant(query(url, 'tenant'));
      const master = findMaster(query(url, 'name'), tenant);
      return json(200, similarAccessoriesView(master, language, store.lookup(tenant)));
    }),

    route('POST', '/product-data/v1/product/wishlistObjects', ({ url, body }) => {
      const tenant = parseTenant(query(url, 'tenant'));
      const payload = (typeof body === 'object' && body !== null ? body : {}) as { items?: unknown; lang?: unknown };
      const language = parseLanguage(typeof payload.lang === 'string' ? payload.lang : query(url, 'lang'));
      if (!Array.isArray(payload.items)) throw new BadRequest('body must be {"items": [...], "lang": "en"}');
      if (payload.items.length > 200) throw new BadRequest('at most 200 items');
      const wanted = payload.items.map((item) => {
        if (typeof item === 'object' && item !== null) {
          const record = item as Record<string, unknown>;
          const addDate = record['AddDate'] ?? record['addDate'];
          return {
            id: parseId(record['VariantId'] ?? record['variantId'] ?? record['id'], 'VariantId'),
            addDate: typeof addDate === 'string' ? addDate : null,
          };
        }
        return { id: parseId(item, 'VariantId'), addDate: null };
      });
      const variants = store.variantsByIds(wanted.map((item) => item.id));
      const masters = store.mastersByIds(
        [...variants.values()].map((variant) => variant.masterId),
        tenant,
      );
      return json(
        200,
        wanted.flatMap(({ id, addDate }) => {
          const variant = variants.get(id);
          const master = variant ? masters.get(variant.masterId) : undefined;
          return variant && master ? [wishlistObjectView(master, variant, language, addDate)] : [];
        }),
      );
    }),

    route('POST', '/product-data/v1/product/comparedObjects', ({ url, body }) => {
      const language = parseLanguage(query(url, 'lang'));
      const tenant = parseTenant(query(url, 'tenant'));
      const list = Array.isArray(body)
        ? body
        : ((body as { ids?: unknown; productIds?: unknown } | undefined)?.ids ??
          (body as { productIds?: unknown } | undefined)?.productIds);
      if (!Array.isArray(list)) throw new BadRequest('body must be a list of product ids');
      if (list.length > MAX_IDS) throw new BadRequest(`at most ${MAX_IDS} ids`);
      // The compare cookie ignores id 0 (spec product §5); duplicates are answered once.
      const ids = [...new Set(list.map((id) => parseId(id, 'product id')))].filter((id) => id !== 0);
      const variants = store.variantsByIds(ids);
      const mastersById = store.mastersByIds([...ids, ...[...variants.values()].map((variant) => variant.masterId)], tenant);
      const defaultIdOf = (master: MasterFacts) => at(master.variantIds, 0);
      const defaults = store.variantsByIds(ids.flatMap((id) => (variants.has(id) ? [] : (mastersById.get(id) ?? []))).map(defaultIdOf));
      return json(
        200,
        ids.flatMap((id) => {
          const variant = variants.get(id);
          if (variant) {
            const master = mastersById.get(variant.masterId);
            return master ? [comparedObjectView(id, master, variant, language)] : [];
          }
          const master = mastersById.get(id);
          const fallback = master ? defaults.get(defaultIdOf(master)) : undefined;
          return master && fallback ? [comparedObjectView(id, master, fallback, language)] : [];
        }),
      );
    }),

    route('GET', '/api/MasterProducts/getDownloadsExtended', ({ url }) => {
      const language = parseLanguage(query(url, 'lang'));
      const master = findMaster(query(url, 'name'), optionalTenant(url));
      const variant = optionalVariant(master, query(url, 'variantId'));
      return json(200, downloadsView(master, store.downloadsOfMaster(master.id), variant, language));
    }),

    route('GET', '/api/MasterProducts/getVideoCampaignItems', ({ url }) => {
      const language = parseLanguage(query(url, 'lang'));
      const master = findMaster(query(url, 'name'), optionalTenant(url));
      return json(200, videoCampaignView(master, language));
    }),
    ...downloadFileRoutes(db),
    ...productIndexRoutes(db),
  ];
}
