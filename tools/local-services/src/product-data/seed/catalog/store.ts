import type { DatabaseSync } from 'node:sqlite';
import { generateCatalog } from './generate.ts';
import { productNameKey } from './localized.ts';

/**
 * SQLite tables of the product catalog. Facts are JSON columns; the lookups the product-data
 * endpoints make have their own indexed columns: master by English name key, masters per site,
 * variants by master and by article number, downloads by master.
 */
export const CATALOG_SCHEMA = `
  CREATE TABLE catalog_masters (
    id INTEGER PRIMARY KEY, name_key TEXT NOT NULL UNIQUE, en_name TEXT NOT NULL,
    family TEXT NOT NULL, product_type TEXT NOT NULL, json TEXT NOT NULL
  );
  CREATE TABLE catalog_master_sites (site TEXT NOT NULL, master_id INTEGER NOT NULL, PRIMARY KEY (site, master_id)) WITHOUT ROWID;
  CREATE TABLE catalog_variants (
    id INTEGER PRIMARY KEY, master_id INTEGER NOT NULL, article_number TEXT NOT NULL UNIQUE, json TEXT NOT NULL
  );
  CREATE INDEX catalog_variants_by_master ON catalog_variants (master_id, id);
  CREATE TABLE catalog_downloads (
    asset_name TEXT PRIMARY KEY, master_id INTEGER NOT NULL, json TEXT NOT NULL
  );
  CREATE INDEX catalog_downloads_by_master ON catalog_downloads (master_id);
`;

export const CATALOG_TABLES = ['catalog_masters', 'catalog_master_sites', 'catalog_variants', 'catalog_downloads'];

/** Generates the catalog for `products` master products and inserts it (the caller holds the transaction). */
export function seedCatalog(db: DatabaseSync, options: { products: number }): { masters: number; variants: number; downloads: number } {
  const catalog = generateCatalog({ products: options.products });
  const insertMaster = db.prepare(
    'INSERT INTO catalog_masters (id, name_key, en_name, family, product_type, json) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSite = db.prepare('INSERT INTO catalog_master_sites (site, master_id) VALUES (?, ?)');
  const insertVariant = db.prepare('INSERT INTO catalog_variants (id, master_id, article_number, json) VALUES (?, ?, ?, ?)');
  const insertDownload = db.prepare('INSERT INTO catalog_downloads (asset_name, master_id, json) VALUES (?, ?, ?)');
  for (const master of catalog.masters) {
    insertMaster.run(master.id, productNameKey(master.enName), master.enName, master.family, master.productType, JSON.stringify(master));
    for (const site of master.sites) insertSite.run(site, master.id);
  }
  for (const variant of catalog.variants) insertVariant.run(variant.id, variant.masterId, variant.articleNumber, JSON.stringify(variant));
  for (const download of catalog.downloads) insertDownload.run(download.assetName, download.masterId, JSON.stringify(download));
  return { masters: catalog.masters.length, variants: catalog.variants.length, downloads: catalog.downloads.length };
}
