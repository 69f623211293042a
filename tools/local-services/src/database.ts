import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { GEO_RANGES, cidrBounds } from './geo-ip/seed/geo-ranges.ts';
import { CATALOG_SCHEMA, CATALOG_TABLES, seedCatalog } from './product-data/seed/catalog/store.ts';
import { itemRows, partials } from './sitecore/seed/content.ts';
import { dictionaryPhrases } from './sitecore/seed/dictionary.ts';
import { productsMenu } from './sitecore/seed/navigation.ts';
import { regionTree } from './sitecore/seed/regions.ts';
import { LANGUAGES, SITES } from './sitecore/seed/sites.ts';

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

const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE items (
    site TEXT NOT NULL, path TEXT NOT NULL, language TEXT NOT NULL,
    id TEXT NOT NULL, name TEXT NOT NULL, display_name TEXT NOT NULL, template TEXT NOT NULL,
    fields_json TEXT NOT NULL, main_json TEXT NOT NULL,
    PRIMARY KEY (site, path, language)
  );
  CREATE INDEX items_by_id ON items (id, language);
  CREATE TABLE partials (site TEXT NOT NULL, language TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (site, language));
  CREATE TABLE dictionary (site TEXT NOT NULL, language TEXT NOT NULL, key TEXT NOT NULL, phrase TEXT NOT NULL, PRIMARY KEY (site, language, key));
  CREATE TABLE products_menu (site TEXT NOT NULL, language TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (site, language));
  CREATE TABLE regions (language TEXT PRIMARY KEY, json TEXT NOT NULL);
  CREATE TABLE geo_ranges (first INTEGER NOT NULL, last INTEGER NOT NULL, country TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL);
`;

const TABLES = ['meta', 'items', 'partials', 'dictionary', 'products_menu', 'regions', 'geo_ranges', ...CATALOG_TABLES];

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
  db.exec(SCHEMA);
  db.exec(CATALOG_SCHEMA);

  const insertItem = db.prepare(
    'INSERT INTO items (site, path, language, id, name, display_name, template, fields_json, main_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of itemRows(SITES)) {
    insertItem.run(row.site, row.path, row.language, row.id, row.name, row.displayName, row.template, JSON.stringify(row.fields), JSON.stringify(row.main));
  }

  const insertPartials = db.prepare('INSERT INTO partials (site, language, json) VALUES (?, ?, ?)');
  const insertPhrase = db.prepare('INSERT INTO dictionary (site, language, key, phrase) VALUES (?, ?, ?, ?)');
  const insertMenu = db.prepare('INSERT INTO products_menu (site, language, json) VALUES (?, ?, ?)');
  for (const site of SITES) {
    for (const language of LANGUAGES) {
      insertPartials.run(site.name, language, JSON.stringify(partials(site, language)));
      for (const [key, phrase] of Object.entries(dictionaryPhrases(site, language))) insertPhrase.run(site.name, language, key, phrase);
      insertMenu.run(site.name, language, JSON.stringify(productsMenu(site, language)));
    }
  }

  const insertRegions = db.prepare('INSERT INTO regions (language, json) VALUES (?, ?)');
  for (const language of LANGUAGES) insertRegions.run(language, JSON.stringify(regionTree(language)));

  const insertRange = db.prepare('INSERT INTO geo_ranges (first, last, country, latitude, longitude) VALUES (?, ?, ?, ?, ?)');
  for (const range of GEO_RANGES) {
    const [first, last] = cidrBounds(range.cidr);
    insertRange.run(first, last, range.country, range.latitude, range.longitude);
  }

  seedCatalog(db, { products: options.products });

  db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(fingerprint(options));
}

/**
 * Opens the database file, creating and seeding it on first use. A file seeded by the same
 * generator version with the same options is reused as it is (restarts are instant).
 */
export function openDatabase(file: string, options: SeedOptions): { db: DatabaseSync; seeded: boolean } {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  if (storedFingerprint(db) === fingerprint(options)) return { db, seeded: false };
  db.exec('BEGIN IMMEDIATE');
  try {
    seed(db, options);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return { db, seeded: true };
}
