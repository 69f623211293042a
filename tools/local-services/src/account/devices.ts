/**
 * My Devices and device registration (spec account §3 Device, §4, §7, §8): the customer's
 * registered devices, joined per request with the product catalog (name, image, category, master,
 * variant id, brand in the asked language). A device is its article number plus serial number and
 * belongs to one account at most.
 */
import type { DatabaseSync } from 'node:sqlite';
import { json, type Reply, type RequestContext } from '../http/types.ts';
import { CatalogStore } from '../product-data/catalog-store.ts';
import { articleName, categoryOf, mediaUrl } from '../product-data/endpoints/shared-fields.ts';
import type { Language } from '../sitecore/seed/sites.ts';
import { transaction } from './seed/store.ts';
import { MAX_LIST, Refusal, badRequest, isRecord, languageQuery, requiredQuery, type AccountCustomer } from './request.ts';

const ARTICLE_NUMBER = /^\d{3}\.\d{3}$/;
const SERIAL_NUMBER = /^\d{10}$/;
/** addDevices answers 500 for this serial number: a simulated back-end failure (spec §8 'try again later'). */
export const FAILING_SERIAL_NUMBER = '9999999999';

export interface Device {
  name: string;
  articleNumber: string;
  serialNumber: string;
  inventoryNumber: string;
  image: { url: string; title: string };
  category: string;
  masterProductNameEn: string;
  pimId: string;
  brandName: string;
}

interface DeviceRow {
  article_number: string;
  serial_number: string;
  customer_id: string;
  inventory_number: string;
}

interface DeviceInput {
  articleNumber: string;
  serialNumber: string;
  inventoryNumber: string;
}

function deviceInput(article: unknown, serial: unknown, inventory: unknown, where = ''): DeviceInput {
  const errors: Record<string, string> = {};
  if (typeof article !== 'string' || !ARTICLE_NUMBER.test(article.trim()))
    errors[`${where}articleNumber`] = 'An article number has the form ddd.ddd';
  if (typeof serial !== 'string' || !SERIAL_NUMBER.test(serial.trim()))
    errors[`${where}serialNumber`] = 'A serial number has exactly 10 digits';
  if (inventory !== undefined && inventory !== null && typeof inventory !== 'string')
    errors[`${where}inventoryNumber`] = 'The inventory number is text';
  if (Object.keys(errors).length) throw badRequest('Malformed device numbers', errors);
  return {
    articleNumber: (article as string).trim(),
    serialNumber: (serial as string).trim(),
    inventoryNumber: typeof inventory === 'string' ? inventory.trim() : '',
  };
}

export function deviceHandlers(db: DatabaseSync) {
  const catalog = new CatalogStore(db);
  const mine = db.prepare('SELECT * FROM account_devices WHERE customer_id = ? ORDER BY rowid');
  const count = db.prepare('SELECT COUNT(*) AS n FROM account_devices WHERE customer_id = ?');
  const byNumbers = db.prepare('SELECT * FROM account_devices WHERE article_number = ? AND serial_number = ?');
  const insert = db.prepare(
    'INSERT INTO account_devices (article_number, serial_number, customer_id, inventory_number) VALUES (?, ?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM account_devices WHERE article_number = ? AND serial_number = ? AND customer_id = ?');
  const setInventory = db.prepare(
    'UPDATE account_devices SET inventory_number = ? WHERE article_number = ? AND serial_number = ? AND customer_id = ?',
  );

  /** The catalog's facts for a registrable device (a device master's variant), or undefined. */
  function catalogDevice(articleNumber: string) {
    const variant = catalog.variantByArticleNumber(articleNumber);
    const master = variant ? catalog.masterById(variant.masterId) : undefined;
    return variant && master && master.productType === 'devices' ? { variant, master } : undefined;
  }

  function view(input: DeviceInput, language: Language): Device {
    const found = catalogDevice(input.articleNumber);
    if (!found) {
      // Registered before the catalog lost the article (a smaller --products): the numbers at least.
      return {
        name: input.articleNumber,
        ...input,
        image: { url: '', title: '' },
        category: '',
        masterProductNameEn: '',
        pimId: '',
        brandName: '',
      };
    }
    const { master, variant } = found;
    const name = articleName(master, variant, language);
    return {
      name,
      articleNumber: input.articleNumber,
      serialNumber: input.serialNumber,
      inventoryNumber: input.inventoryNumber,
      image: { url: variant.images[0] ? mediaUrl(variant.images[0]) : '', title: name },
      category: categoryOf(master).category[language],
      masterProductNameEn: master.enName,
      pimId: String(variant.id),
      brandName: master.brand,
    };
  }

  const rowView = (row: DeviceRow, language: Language) =>
    view({ articleNumber: row.article_number, serialNumber: row.serial_number, inventoryNumber: row.inventory_number }, language);

  /** Why this device cannot join the customer's devices: 404 unknown article, 418 already mine, 419 someone else's. */
  function refusalFor(input: DeviceInput, customer: AccountCustomer): Refusal | null {
    if (!catalogDevice(input.articleNumber))
      return new Refusal(404, { message: `No device has the article number ${input.articleNumber}` });
    const owner = byNumbers.get(input.articleNumber, input.serialNumber) as DeviceRow | undefined;
    if (owner?.customer_id === customer.id) return new Refusal(418, { message: 'This device is already in your devices' });
    if (owner) return new Refusal(419, { message: 'This device is registered to another account' });
    return null;
  }

  function ownDevice(url: URL, customer: AccountCustomer): DeviceInput {
    const input = deviceInput(requiredQuery(url, 'articleNumber'), requiredQuery(url, 'serialNumber'), undefined);
    const row = byNumbers.get(input.articleNumber, input.serialNumber) as DeviceRow | undefined;
    if (row?.customer_id !== customer.id) throw new Refusal(404, { message: 'No such device in your devices' });
    return input;
  }

  return {
    getAllDevices({ url }: RequestContext, customer: AccountCustomer): Reply {
      const language = languageQuery(url, 'lang');
      return json(
        200,
        (mine.all(customer.id) as unknown as DeviceRow[]).map((row) => rowView(row, language)),
      );
    },

    getNoOfDevices(_context: RequestContext, customer: AccountCustomer): Reply {
      return json(200, (count.get(customer.id) as { n: number }).n);
    },

    deleteDevice({ url }: RequestContext, customer: AccountCustomer): Reply {
      const input = ownDevice(url, customer);
      remove.run(input.articleNumber, input.serialNumber, customer.id);
      return json(200, true);
    },

    updateInventoryNo({ url }: RequestContext, customer: AccountCustomer): Reply {
      const inventory = url.searchParams.get('inventoryNumber');
      if (inventory === null)
        throw badRequest('The query parameter inventoryNumber is required (empty clears it)', { inventoryNumber: 'Required' });
      const input = ownDevice(url, customer);
      setInventory.run(inventory.trim(), input.articleNumber, input.serialNumber, customer.id);
      return json(200, true);
    },

    checkDevice({ url }: RequestContext, customer: AccountCustomer): Reply {
      const input = deviceInput(
        url.searchParams.get('articleNumber'),
        url.searchParams.get('serialNumber'),
        url.searchParams.get('inventoryNumber'),
      );
      const refusal = refusalFor(input, customer);
      if (refusal) throw refusal;
      return json(200, view(input, languageQuery(url, 'lang', 'en')));
    },

    addDevices({ body }: RequestContext, customer: AccountCustomer): Reply {
      if (!Array.isArray(body) || body.length === 0 || body.length > MAX_LIST) {
        throw badRequest(`The body is a list of 1 to ${MAX_LIST} devices [{ArticleNumber, SerialNumber, InventoryNumber}]`);
      }
      const inputs = body.map((entry, index) => {
        if (!isRecord(entry)) throw badRequest(`Entry ${index} is not a device`, { [`${index}`]: 'Not a device' });
        return deviceInput(entry['ArticleNumber'], entry['SerialNumber'], entry['InventoryNumber'], `${index}.`);
      });
      // All or nothing: the first entry that cannot be added decides the answer; nothing is stored.
      const seen = new Set<string>();
      for (const input of inputs) {
        const refusal = refusalFor(input, customer);
        if (refusal) throw refusal;
        const key = `${input.articleNumber}/${input.serialNumber}`;
        if (seen.has(key)) throw new Refusal(418, { message: 'This device is listed twice' });
        seen.add(key);
        if (input.serialNumber === FAILING_SERIAL_NUMBER)
          throw new Refusal(500, { message: 'The device registry is not available. Try again later.' });
      }
      transaction(db, () => {
        for (const input of inputs) insert.run(input.articleNumber, input.serialNumber, customer.id, input.inventoryNumber);
      });
      return json(200, { added: inputs.length });
    },
  };
}
