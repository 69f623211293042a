import type { DatabaseSync } from 'node:sqlite';
import { itemRows, partials } from './content.ts';
import { dictionaryPhrases } from './dictionary.ts';
import { productsMenu } from './navigation.ts';
import { regionTree } from './regions.ts';
import { LANGUAGES, SITES } from './sites.ts';

/**
 * SQLite tables of the Sitecore stand-in: items per site, path and language (fields and the main
 * placeholder as JSON), the header/footer partials per site and language, dictionary phrases, and
 * the answers of the products menu and the region tree.
 */
export const SITECORE_SCHEMA = `
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
`;

export const SITECORE_TABLES = ['items', 'partials', 'dictionary', 'products_menu', 'regions'];

/** Inserts the content of every site in every language (the caller holds the transaction). */
export function seedSitecore(db: DatabaseSync): void {
  const insertItem = db.prepare(
    'INSERT INTO items (site, path, language, id, name, display_name, template, fields_json, main_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of itemRows(SITES)) {
    insertItem.run(
      row.site,
      row.path,
      row.language,
      row.id,
      row.name,
      row.displayName,
      row.template,
      JSON.stringify(row.fields),
      JSON.stringify(row.main),
    );
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
}
