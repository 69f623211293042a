import type { DatabaseSync } from 'node:sqlite';
import type { CatalogLookup } from './endpoints/shared-fields.ts';
import { productNameKey } from './seed/catalog/localized.ts';
import type { DownloadFacts, MasterFacts, VariantFacts } from './seed/catalog/types.ts';

/** Prepared statements over the catalog tables (created and filled by seed/catalog/store.ts). */
export class CatalogStore {
  readonly #masterByKey;
  readonly #masterById;
  readonly #inSite;
  readonly #mastersByIds;
  readonly #mastersByIdsInSite;
  readonly #variantsByIds;
  readonly #variantsOfMaster;
  readonly #variantsByArticle;
  readonly #downloadsOfMaster;
  readonly #download;
  readonly #variantByArticle;

  constructor(db: DatabaseSync) {
    this.#masterByKey = db.prepare('SELECT json FROM catalog_masters WHERE name_key = ?');
    this.#masterById = db.prepare('SELECT json FROM catalog_masters WHERE id = ?');
    this.#inSite = db.prepare('SELECT 1 AS found FROM catalog_master_sites WHERE site = ? AND master_id = ?');
    this.#mastersByIds = db.prepare('SELECT json FROM catalog_masters WHERE id IN (SELECT value FROM json_each(?))');
    this.#mastersByIdsInSite = db.prepare(
      'SELECT m.json FROM catalog_masters m JOIN catalog_master_sites s ON s.master_id = m.id AND s.site = ? WHERE m.id IN (SELECT value FROM json_each(?))',
    );
    this.#variantsByIds = db.prepare('SELECT json FROM catalog_variants WHERE id IN (SELECT value FROM json_each(?))');
    this.#variantsOfMaster = db.prepare('SELECT json FROM catalog_variants WHERE master_id = ? ORDER BY id');
    this.#variantsByArticle = db.prepare('SELECT json FROM catalog_variants WHERE article_number IN (SELECT value FROM json_each(?))');
    this.#variantByArticle = db.prepare('SELECT json FROM catalog_variants WHERE article_number = ?');
    this.#downloadsOfMaster = db.prepare('SELECT json FROM catalog_downloads WHERE master_id = ? ORDER BY asset_name');
    this.#download = db.prepare('SELECT json FROM catalog_downloads WHERE asset_name = ?');
  }

  static #parse<T>(row: unknown): T | undefined {
    return row ? (JSON.parse((row as { json: string }).json) as T) : undefined;
  }

  static #parseAll<T>(rows: unknown[]): T[] {
    return rows.map((row) => JSON.parse((row as { json: string }).json) as T);
  }

  masterByName(name: string): MasterFacts | undefined {
    return CatalogStore.#parse(this.#masterByKey.get(productNameKey(name)));
  }

  masterById(id: number): MasterFacts | undefined {
    return CatalogStore.#parse(this.#masterById.get(id));
  }

  isInSite(masterId: number, site: string): boolean {
    return this.#inSite.get(site, masterId) !== undefined;
  }

  mastersByIds(ids: readonly number[], site: string | null): Map<number, MasterFacts> {
    if (ids.length === 0) return new Map();
    const list = JSON.stringify([...new Set(ids)]);
    const rows = site ? this.#mastersByIdsInSite.all(site, list) : this.#mastersByIds.all(list);
    return new Map(CatalogStore.#parseAll<MasterFacts>(rows).map((master) => [master.id, master]));
  }

  variantsByIds(ids: readonly number[]): Map<number, VariantFacts> {
    if (ids.length === 0) return new Map();
    const rows = this.#variantsByIds.all(JSON.stringify([...new Set(ids)]));
    return new Map(CatalogStore.#parseAll<VariantFacts>(rows).map((variant) => [variant.id, variant]));
  }

  variantsOfMaster(masterId: number): VariantFacts[] {
    return CatalogStore.#parseAll(this.#variantsOfMaster.all(masterId));
  }

  variantsByArticleNumbers(articleNumbers: readonly string[]): Map<string, VariantFacts> {
    const rows = this.#variantsByArticle.all(JSON.stringify([...new Set(articleNumbers)]));
    return new Map(CatalogStore.#parseAll<VariantFacts>(rows).map((variant) => [variant.articleNumber, variant]));
  }

  variantByArticleNumber(articleNumber: string): VariantFacts | undefined {
    return CatalogStore.#parse(this.#variantByArticle.get(articleNumber));
  }

  downloadsOfMaster(masterId: number): DownloadFacts[] {
    return CatalogStore.#parseAll(this.#downloadsOfMaster.all(masterId));
  }

  download(assetName: string): DownloadFacts | undefined {
    return CatalogStore.#parse(this.#download.get(assetName));
  }

  lookup(site: string | null): CatalogLookup {
    return { masters: (ids) => this.mastersByIds(ids, site), variants: (ids) => this.variantsByIds(ids) };
  }
}
