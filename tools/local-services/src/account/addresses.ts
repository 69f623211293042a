/**
 * The address book (spec account §3 Address, §5 address form) and the countries it offers. The
 * stand-in validates as the form does: firstName, lastName, address1, zip, city and countryCode
 * required; company required for a business address (the client sends `company` only then);
 * provinceCode, when given, one of the country's provinces.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { json, type Reply, type RequestContext } from '../http/types.ts';
import { COUNTRIES, PROVINCES, type SeedAddress } from './seed/demo-data.ts';
import { transaction } from './seed/store.ts';
import { Refusal, badRequest, isRecord, languageQuery, type AccountCustomer } from './request.ts';

/** An address as the API answers it: the seed's shape (seed/demo-data.ts) with its id. */
export interface Address extends SeedAddress {
  id: string;
}

type AddressInput = Omit<Address, 'id' | 'isDefault' | 'lastModifiedUtc'>;

interface AddressRow {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string | null;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country_code: string;
  province_code: string | null;
  is_default: number;
  last_modified_utc: string;
}

const REQUIRED: Array<[keyof AddressInput, string]> = [
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['address1', 'Address is required'],
  ['zip', 'Postal code is required'],
  ['city', 'City is required'],
  ['countryCode', 'Country is required'],
];
const OPTIONAL: Array<keyof AddressInput> = ['phone', 'address2'];

/** The address of a create or update body, or a 400 naming each field that is wrong. */
export function addressInput(body: unknown): AddressInput {
  if (!isRecord(body)) throw badRequest('The body is an address object');
  const errors: Record<string, string> = {};
  const text = (field: string): string => {
    const value = body[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      errors[field] = 'Must be text';
      return '';
    }
    return value.trim();
  };
  const input: Record<string, string | null> = {};
  for (const [field, message] of REQUIRED) {
    input[field] = text(field);
    if (!input[field] && !errors[field]) errors[field] = message;
  }
  for (const field of OPTIONAL) input[field] = text(field);
  // A business address is one that carries a company (the form sends it only with the toggle on).
  const business = body['company'] !== undefined && body['company'] !== null;
  input['company'] = business ? text('company') : null;
  if (business && !input['company'] && !errors['company']) errors['company'] = 'Company name is required';
  const countryCode = String(input['countryCode']).toUpperCase();
  input['countryCode'] = countryCode;
  if (countryCode && !errors['countryCode'] && !COUNTRIES.some((country) => country.code === countryCode))
    errors['countryCode'] = 'Unknown country';
  const province = text('provinceCode').toUpperCase();
  input['provinceCode'] = province || null;
  if (province && !errors['provinceCode'] && !PROVINCES.some((entry) => entry.countryCode === countryCode && entry.code === province)) {
    errors['provinceCode'] = 'Not a province of this country';
  }
  if (Object.keys(errors).length) throw badRequest('The address is not complete', errors);
  return input as unknown as AddressInput;
}

const view = (row: AddressRow): Address => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  zip: row.zip,
  city: row.city,
  countryCode: row.country_code,
  provinceCode: row.province_code,
  isDefault: row.is_default === 1,
  lastModifiedUtc: row.last_modified_utc,
});

export function addressHandlers(db: DatabaseSync) {
  const mine = db.prepare('SELECT * FROM account_addresses WHERE customer_id = ? ORDER BY rowid');
  const byId = db.prepare('SELECT * FROM account_addresses WHERE id = ? AND customer_id = ?');
  const insert = db.prepare('INSERT INTO account_addresses VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const update = db.prepare(
    `UPDATE account_addresses SET first_name = ?, last_name = ?, phone = ?, company = ?, address1 = ?, address2 = ?, zip = ?, city = ?,
     country_code = ?, province_code = ?, last_modified_utc = ? WHERE id = ? AND customer_id = ?`,
  );
  const remove = db.prepare('DELETE FROM account_addresses WHERE id = ? AND customer_id = ?');
  const firstBecomesDefault = db.prepare(
    `UPDATE account_addresses SET is_default = 1 WHERE rowid = (SELECT rowid FROM account_addresses WHERE customer_id = ? ORDER BY rowid LIMIT 1)
     AND NOT EXISTS (SELECT 1 FROM account_addresses WHERE customer_id = ? AND is_default = 1)`,
  );
  const get = (id: string, customer: AccountCustomer) => byId.get(id, customer.id) as AddressRow | undefined;
  const notFound = () => new Refusal(404, { message: 'No such address' });
  /** The stored address as the wire has it (after a write: read back, so the answer is what is kept). */
  const stored = (id: string, customer: AccountCustomer): Reply => {
    const row = get(id, customer);
    if (!row) throw notFound();
    return json(200, view(row));
  };

  return {
    getAddresses(_context: RequestContext, customer: AccountCustomer): Reply {
      return json(200, (mine.all(customer.id) as unknown as AddressRow[]).map(view));
    },

    createAddress({ body }: RequestContext, customer: AccountCustomer): Reply {
      const input = addressInput(body);
      const id = randomUUID();
      transaction(db, () => {
        insert.run(
          id,
          customer.id,
          input.firstName,
          input.lastName,
          input.phone,
          input.company,
          input.address1,
          input.address2,
          input.zip,
          input.city,
          input.countryCode,
          input.provinceCode,
          0,
          new Date().toISOString(),
        );
        // The first address of the book is its default one.
        firstBecomesDefault.run(customer.id, customer.id);
      });
      return stored(id, customer);
    },

    updateAddress({ body }: RequestContext, customer: AccountCustomer): Reply {
      const input = addressInput(body);
      const id = isRecord(body) ? body['id'] : undefined;
      if (typeof id !== 'string' || !id.trim()) throw badRequest('The address id is required on update', { id: 'Required' });
      if (!get(id.trim(), customer)) throw notFound();
      update.run(
        input.firstName,
        input.lastName,
        input.phone,
        input.company,
        input.address1,
        input.address2,
        input.zip,
        input.city,
        input.countryCode,
        input.provinceCode,
        new Date().toISOString(),
        id.trim(),
        customer.id,
      );
      return stored(id.trim(), customer);
    },

    deleteAddress({ params }: RequestContext, customer: AccountCustomer): Reply {
      const id = params['id'] ?? '';
      if (!get(id, customer)) throw notFound();
      transaction(db, () => {
        remove.run(id, customer.id);
        firstBecomesDefault.run(customer.id, customer.id);
      });
      return json(200, true);
    },

    getCountries({ url }: RequestContext): Reply {
      const language = languageQuery(url, 'language');
      const countries = COUNTRIES.map((country) => ({ value: country.code, label: country.label[language] })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      );
      const provinces = PROVINCES.map((province) => ({
        CountryCode: province.countryCode,
        ProvinceCode: province.code,
        Name: province.name,
      }));
      return json(200, { countries, provinces });
    },
  };
}
