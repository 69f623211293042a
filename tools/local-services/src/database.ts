import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ensureAccountData } from './account/seed/store.ts';
import { COVEO_SCHEMA, COVEO_TABLES, seedCoveo } from './coveo/seed/documents.ts';
import { GEO_IP_SCHEMA, GEO_IP_TABLES, seedGeoRanges } from './geo-ip/seed/geo-ranges.ts';
import { MAPS_SCHEMA, MAPS_TABLES, seedMaps } from './maps/seed/store.ts';
import { IDENTITY_SCHEMA, IDENTITY_TABLES, seedCustomers } from './oidc/seed/customers.ts';
import { CATALOG_SCHEMA, CATALOG_TABLES, seedCatalog } from './product-data/seed/catalog/store.ts';
import { SHOPIFY_SCHEMA, SHOPIFY_TABLES, seedShopify } from './shopify/seed/orders.ts';
import { SITECORE_SCHEMA, SITECORE_TABLES, seedSitecore } from './sitecore/seed/store.ts';

/** Bump when the generator's output changes: an existing database file is then rebuilt. */
export const SEED_VERSION = 4;

/**
 * A hash of the seed sources (every vendor's seed/ folder), part of the fingerprint too: a database
 * built from older seed content is rebuilt even when nobody remembered to bump SEED_VERSION.
 */
function seedSourceHash(): string {
  const directory = import.meta.dirname;
  const hash = createHash('sha1');
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && file.split(path.sep).includes('seed'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(directory, file)));
  return hash.digest('hex').slice(0, 16);
}

export interface SeedOptions {
  /** Catalog size: number of master products (devices and accessories), see product-data/seed/catalog. */
  products: number;
}

/** The stand-in's own table; every vendor brings its tables and fills them (src/{vendor}/seed/). */
const SCHEMA = `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;

const TABLES = [
  'meta',
  ...SITECORE_TABLES,
  ...GEO_IP_TABLES,
  ...CATALOG_TABLES,
  ...IDENTITY_TABLES,
  ...SHOPIFY_TABLES,
  ...COVEO_TABLES,
  ...MAPS_TABLES,
];

function fingerprint(options: SeedOptions): string {
  return JSON.stringify({ version: SEED_VERSION, sources: seedSourceHash(), ...options });
}

function storedFingerprint(db: DatabaseSync): string | undefined {
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!table) return undefined;
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined;
  return row?.value;
}

function seed(db: DatabaseSync, options: SeedOptions): void {
  for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
  for (const schema of [SCHEMA, SITECORE_SCHEMA, GEO_IP_SCHEMA, CATALOG_SCHEMA, IDENTITY_SCHEMA, SHOPIFY_SCHEMA, COVEO_SCHEMA, MAPS_SCHEMA])
    db.exec(schema);

  seedSitecore(db);
  seedGeoRanges(db);
  seedCatalog(db, { products: options.products });
  seedCustomers(db);
  seedShopify(db);
  seedCoveo(db);
  seedMaps(db);

  db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(fingerprint(options));
}

/**
 * Opens the database file, creating and seeding it on first use. A file seeded by the same
 * generator version with the same options is reused as it is (restarts are instant). The account
 * API's data (customers' changes) lives outside the seed and is kept either way (account/seed/store.ts).
 */
export function openDatabase(file: string, options: SeedOptions): { db: DatabaseSync; seeded: boolean } {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  const seeded = storedFingerprint(db) !== fingerprint(options);
  if (seeded) {
    db.exec('BEGIN IMMEDIATE');
    try {
      seed(db, options);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  ensureAccountData(db);
  return { db, seeded };
}
