/**
 * The account API's tables. Unlike every other vendor's, they are NOT part of the seed that
 * database.ts drops and rebuilds when the seed sources change: they hold what customers changed
 * (devices registered, addresses, newsletters, favourite contact, wishlists, deleted accounts), which must
 * survive restarts, `kill -9` (WAL) and re-seeds. Each customer's demo data (demo-data.ts) is
 * inserted once, on the first start that knows the customer (a row in account_seeded), and never
 * again, except through the test-only restore (POST /__accounts/{email}/restore).
 */
import type { DatabaseSync } from 'node:sqlite';
import { DEMO_CUSTOMERS, insertCustomer, type DemoCustomer } from '../../oidc/seed/customers.ts';
import { ACCOUNT_SEEDS, EMPTY_ACCOUNT, NEWSLETTERS, type AccountSeed } from './demo-data.ts';

export const ACCOUNT_SCHEMA = `
CREATE TABLE IF NOT EXISTS account_seeded (customer_id TEXT PRIMARY KEY, seeded_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS account_deleted (customer_id TEXT PRIMARY KEY, deleted_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS account_devices (
  article_number TEXT NOT NULL,
  serial_number TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  inventory_number TEXT NOT NULL,
  UNIQUE (article_number, serial_number)
);
CREATE INDEX IF NOT EXISTS account_devices_by_customer ON account_devices (customer_id);
CREATE TABLE IF NOT EXISTS account_addresses (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT,
  address1 TEXT NOT NULL,
  address2 TEXT NOT NULL,
  zip TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL,
  province_code TEXT,
  is_default INTEGER NOT NULL,
  last_modified_utc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS account_addresses_by_customer ON account_addresses (customer_id);
CREATE TABLE IF NOT EXISTS account_subscriptions (
  customer_id TEXT NOT NULL,
  contact_list_id TEXT NOT NULL,
  subscribed INTEGER NOT NULL,
  PRIMARY KEY (customer_id, contact_list_id)
);
CREATE TABLE IF NOT EXISTS account_profiles (
  customer_id TEXT PRIMARY KEY,
  customernumber TEXT NOT NULL,
  displayname TEXT NOT NULL,
  industry TEXT NOT NULL,
  favourite_contact TEXT NOT NULL,
  device_account TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS account_wishlists (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  name TEXT NOT NULL,
  add_date TEXT NOT NULL,
  is_default INTEGER NOT NULL,
  share_token TEXT UNIQUE,
  UNIQUE (customer_id, name COLLATE NOCASE)
);
CREATE TABLE IF NOT EXISTS account_wishlist_items (
  list_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  variant_id INTEGER NOT NULL,
  master_product_name TEXT NOT NULL,
  add_date TEXT NOT NULL,
  PRIMARY KEY (list_id, variant_id)
);
CREATE INDEX IF NOT EXISTS account_wishlist_items_by_customer ON account_wishlist_items (customer_id);`;

/** Every table holding one customer's data (all keyed by customer_id). */
const CUSTOMER_TABLES = [
  'account_devices',
  'account_addresses',
  'account_subscriptions',
  'account_profiles',
  'account_wishlists',
  'account_wishlist_items',
];

export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function insertSeed(db: DatabaseSync, customerId: string, seed: AccountSeed): void {
  // OR IGNORE: a seeded device someone else has registered meanwhile stays theirs.
  const device = db.prepare(
    'INSERT OR IGNORE INTO account_devices (article_number, serial_number, customer_id, inventory_number) VALUES (?, ?, ?, ?)',
  );
  for (const entry of seed.devices) device.run(entry.articleNumber, entry.serialNumber, customerId, entry.inventoryNumber);
  const address = db.prepare('INSERT INTO account_addresses VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  seed.addresses.forEach((entry, index) =>
    address.run(
      `${customerId}-address-${index + 1}`,
      customerId,
      entry.firstName,
      entry.lastName,
      entry.phone,
      entry.company,
      entry.address1,
      entry.address2,
      entry.zip,
      entry.city,
      entry.countryCode,
      entry.provinceCode,
      entry.isDefault ? 1 : 0,
      entry.lastModifiedUtc,
    ),
  );
  const subscription = db.prepare('INSERT INTO account_subscriptions VALUES (?, ?, ?)');
  for (const newsletter of NEWSLETTERS)
    subscription.run(customerId, newsletter.contactListId, seed.subscribed.includes(newsletter.contactListId) ? 1 : 0);
  db.prepare('INSERT INTO account_profiles VALUES (?, ?, ?, ?, ?, ?)').run(
    customerId,
    seed.profile.customernumber,
    seed.profile.displayname,
    seed.profile.industry,
    seed.favouriteContact,
    JSON.stringify(seed.deviceAccount),
  );
  db.prepare('INSERT OR REPLACE INTO account_seeded VALUES (?, ?)').run(customerId, new Date().toISOString());
}

function removeData(db: DatabaseSync, customerId: string): void {
  for (const table of CUSTOMER_TABLES) db.prepare(`DELETE FROM ${table} WHERE customer_id = ?`).run(customerId);
}

/**
 * Called on every start, after the (re)seed: creates the tables when missing, keeps deleted
 * accounts deleted (a re-seed rebuilds identity_accounts from the demo list) and gives each
 * customer not seeded yet its demo data.
 */
export function ensureAccountData(db: DatabaseSync): void {
  db.exec(ACCOUNT_SCHEMA);
  transaction(db, () => {
    db.exec('DELETE FROM identity_accounts WHERE id IN (SELECT customer_id FROM account_deleted)');
    const fresh = db
      .prepare('SELECT id, email FROM identity_accounts WHERE id NOT IN (SELECT customer_id FROM account_seeded) ORDER BY id')
      .all() as Array<{ id: string; email: string }>;
    for (const customer of fresh) insertSeed(db, customer.id, ACCOUNT_SEEDS[customer.email.toLowerCase()] ?? EMPTY_ACCOUNT);
  });
}

/**
 * Deletes a customer's account (DELETE /delete-account): its account-area data and its identity
 * account, so it can no longer sign in and its tokens name no account. Remembered in
 * account_deleted, so neither a restart nor a re-seed brings it back.
 */
export function deleteAccount(db: DatabaseSync, customerId: string): void {
  transaction(db, () => {
    removeData(db, customerId);
    db.prepare('INSERT OR REPLACE INTO account_deleted VALUES (?, ?)').run(customerId, new Date().toISOString());
    db.prepare('DELETE FROM identity_accounts WHERE id = ?').run(customerId);
  });
}

/** Test-only: a demo customer as first seeded (identity account back, account data reset). */
export function restoreAccount(db: DatabaseSync, customer: DemoCustomer): void {
  transaction(db, () => {
    removeData(db, customer.id);
    db.prepare('DELETE FROM account_deleted WHERE customer_id = ?').run(customer.id);
    db.prepare('DELETE FROM identity_accounts WHERE id = ?').run(customer.id);
    insertCustomer(db, customer);
    insertSeed(db, customer.id, ACCOUNT_SEEDS[customer.email] ?? EMPTY_ACCOUNT);
  });
}

export function demoCustomerByEmail(email: string): DemoCustomer | undefined {
  return DEMO_CUSTOMERS.find((customer) => customer.email.toLowerCase() === email.trim().toLowerCase());
}
