/**
 * The demo customers of the identity stand-in (issue 14): one per account-area situation the site
 * must handle. Passwords are for local use only; the README lists them. Stored hashed (scrypt).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export interface DemoCustomer {
  /** Stable subject identifier (the `sub` claim). */
  id: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** productLifecycle.userCanAccessPreLaunchProducts (spec account §3 user context). */
  preLaunchAccess: boolean;
  /** May download restricted files (spec product §6). */
  restrictedDownloads: boolean;
  /** What DELETE delete-account answers for this customer (spec account §4). */
  deletion: 'allowed' | 'conflict-with-link' | 'conflict';
  /** Seeded with many devices and orders (paging and lists). */
  manyRecords: boolean;
}

export const DEMO_PASSWORD = 'kestrel-demo';

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    id: 'cust-0001',
    email: 'anna.keller@example.com',
    password: DEMO_PASSWORD,
    givenName: 'Anna',
    familyName: 'Keller',
    preLaunchAccess: false,
    restrictedDownloads: false,
    deletion: 'allowed',
    manyRecords: false,
  },
  {
    id: 'cust-0002',
    email: 'paul.brenner@example.com',
    password: DEMO_PASSWORD,
    givenName: 'Paul',
    familyName: 'Brenner',
    preLaunchAccess: true,
    restrictedDownloads: false,
    deletion: 'allowed',
    manyRecords: false,
  },
  {
    id: 'cust-0003',
    email: 'lea.fischer@example.com',
    password: DEMO_PASSWORD,
    givenName: 'Léa',
    familyName: 'Fischer',
    preLaunchAccess: false,
    restrictedDownloads: true,
    deletion: 'allowed',
    manyRecords: false,
  },
  {
    id: 'cust-0004',
    email: 'marco.rossi@example.com',
    password: DEMO_PASSWORD,
    givenName: 'Marco',
    familyName: 'Rossi',
    preLaunchAccess: false,
    restrictedDownloads: false,
    deletion: 'conflict-with-link',
    manyRecords: false,
  },
  {
    id: 'cust-0005',
    email: 'sophie.martin@example.com',
    password: DEMO_PASSWORD,
    givenName: 'Sophie',
    familyName: 'Martin',
    preLaunchAccess: false,
    restrictedDownloads: false,
    deletion: 'conflict',
    manyRecords: false,
  },
  {
    id: 'cust-0006',
    email: 'jonas.weber@example.com',
    password: DEMO_PASSWORD,
    givenName: 'Jonas',
    familyName: 'Weber',
    preLaunchAccess: true,
    restrictedDownloads: true,
    deletion: 'allowed',
    manyRecords: true,
  },
  {
    id: 'cust-0007',
    email: 'nina.hoffmann@example.com',
    password: DEMO_PASSWORD,
    givenName: 'Nina',
    familyName: 'Hoffmann',
    preLaunchAccess: false,
    restrictedDownloads: false,
    deletion: 'allowed',
    manyRecords: false,
  },
];

export const IDENTITY_TABLES = ['identity_accounts'];

export const IDENTITY_SCHEMA = `
CREATE TABLE identity_accounts (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  pre_launch_access INTEGER NOT NULL,
  restricted_downloads INTEGER NOT NULL,
  deletion TEXT NOT NULL,
  many_records INTEGER NOT NULL
);`;

/** scrypt with a random salt: "salt:hash", both hex. */
export function hashPassword(password: string, salt = randomBytes(16)): string {
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

/** Stores one demo customer's account (the seed; the account API's test-only restore of a deleted one). */
export function insertCustomer(db: DatabaseSync, customer: DemoCustomer): void {
  db.prepare('INSERT INTO identity_accounts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    customer.id,
    customer.email,
    hashPassword(customer.password),
    customer.givenName,
    customer.familyName,
    customer.preLaunchAccess ? 1 : 0,
    customer.restrictedDownloads ? 1 : 0,
    customer.deletion,
    customer.manyRecords ? 1 : 0,
  );
}

export function seedCustomers(db: DatabaseSync): void {
  for (const customer of DEMO_CUSTOMERS) insertCustomer(db, customer);
}
