import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import * as client from 'openid-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../database.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../oidc/seed/customers.ts';
import { SITE_CLIENT } from '../oidc/provider.ts';
import { sqliteAdapter } from '../oidc/sqlite-adapter.ts';
import { CatalogStore } from '../product-data/catalog-store.ts';
import { articleName, categoryOf } from '../product-data/endpoints/shared-fields.ts';
import { listen, type TestServer } from '../test-app.ts';
import { CONTACT_IDS, NEWSLETTERS } from './seed/demo-data.ts';

/**
 * The account API stand-in answers CONTRACT.md (libs/account/data-access/src/lib/api): bearer tokens
 * of the identity provider, every endpoint's shape and status, the input rules, and changes that
 * survive a restart, a re-seed and a kill -9.
 */
const PRODUCTS = 12;
const dir = mkdtempSync(path.join(tmpdir(), 'local-services-account-'));
const servers: TestServer[] = [];
afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

const customer = (email: string) => DEMO_CUSTOMERS.find((entry) => entry.email === email)!;
const ANNA = customer('anna.keller@example.com');
const JONAS = customer('jonas.weber@example.com');
const NINA = customer('nina.hoffmann@example.com');

interface Running extends TestServer {
  db: DatabaseSync;
  stop(): void;
  /** An access token for the customer, stored as the provider stores it. */
  token(accountId: string, expiresIn?: number): Promise<string>;
}

async function start(
  file = path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`),
  products = PRODUCTS,
): Promise<Running & { file: string }> {
  const { db } = openDatabase(file, { products });
  const { server } = createApp(db, { apiKey: 'k', log: () => undefined });
  const running = await listen(server, () => db.close());
  servers.push(running);
  return {
    ...running,
    db,
    file,
    stop: () => servers.splice(servers.indexOf(running), 1)[0]!.close(),
    token: (accountId, expiresIn) => storeToken(db, accountId, expiresIn),
  };
}

let tokenCounter = 0;
async function storeToken(db: DatabaseSync, accountId: string, expiresIn = 3600): Promise<string> {
  const Adapter = sqliteAdapter(db);
  const id = `test-access-token-${Date.now()}-${tokenCounter++}`;
  const now = Math.floor(Date.now() / 1000);
  await new Adapter('AccessToken').upsert(
    id,
    {
      accountId,
      clientId: SITE_CLIENT.id,
      grantId: 'test-grant',
      kind: 'AccessToken',
      jti: id,
      iat: now,
      exp: now + expiresIn,
      scope: 'openid profile email',
    },
    expiresIn,
  );
  return id;
}

type Call = { status: number; body: unknown; text: string; type: string | null };
async function call(base: string, token: string | null, method: string, pathAndQuery: string, body?: unknown, raw?: string): Promise<Call> {
  const headers: Record<string, string> = {};
  if (token !== null) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text, type: response.headers.get('content-type') };
}

/** One customer's session against a running stand-in. */
/** The project-specific customerProfile query of content GraphQL (account/profile.ts), as the site's proxy sends it. */
const PROFILE_QUERY =
  'query CustomerProfile($id: String!, $language: String!) { customerProfile(id: $id, language: $language) { email customernumber displayname firstname industry } }';
async function profileQuery(
  base: string,
  token: string | null,
  id: string,
  language = 'en',
): Promise<{ status: number; profile: unknown; errors: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', sc_apikey: 'k' };
  if (token !== null) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(`${base}/sitecore/api/graph/edge?sc_site=technologies`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: PROFILE_QUERY, variables: { id, language }, operationName: 'CustomerProfile' }),
  });
  const body = (await response.json()) as { data?: { customerProfile?: unknown }; errors?: unknown };
  return { status: response.status, profile: body.data?.customerProfile, errors: body.errors };
}

async function session(server: Running, who: { id: string }) {
  const token = await server.token(who.id);
  return (method: string, pathAndQuery: string, body?: unknown, raw?: string) => call(server.base, token, method, pathAndQuery, body, raw);
}

/**
 * Signs in through the provider's own page (as the site does) and returns the access token it
 * issues, or the refused login answer. `jar`: the browser's cookies (a browser signed in before).
 */
async function signIn(
  base: string,
  email: string,
  jar = new Map<string, string>(),
): Promise<{ accessToken?: string; signOut?: () => Promise<void>; login: Response }> {
  const config = await client.discovery(new URL(`${base}/oidc`), SITE_CLIENT.id, SITE_CLIENT.secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const redirectUri = 'http://127.0.0.1:3999/auth/callback';
  const authorize = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
  const page = await go(authorize.href).then((response) => go(response.headers.get('location')!));
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!;
  const login = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  if (login.status !== 303 && login.status !== 302) return { login };
  let current = login;
  for (let hop = 0; hop < 5; hop++) {
    const next = new URL(current.headers.get('location')!, base);
    if (next.pathname === '/auth/callback') {
      const tokens = await client.authorizationCodeGrant(
        config,
        next,
        { pkceCodeVerifier: verifier, expectedState: state },
        { redirect_uri: redirectUri },
      );
      // RP-initiated logout as the site's /logout does it, confirmed on the provider's page.
      const signOut = async () => {
        const confirm = await go(
          client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'http://127.0.0.1:3999/' }).href,
        );
        const html = await confirm.text();
        const form = /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(html)!;
        const done = await go(form[1]!, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ xsrf: form[2]!, logout: 'yes' }).toString(),
        });
        expect(done.status).toBe(303);
      };
      return { accessToken: tokens.access_token, signOut, login };
    }
    current = await go(next.href);
  }
  throw new Error('the provider did not send the browser back');
}

const DEVICE_KEYS = [
  'articleNumber',
  'brandName',
  'category',
  'image',
  'inventoryNumber',
  'masterProductNameEn',
  'name',
  'pimId',
  'serialNumber',
];
const ADDRESS_KEYS = [
  'address1',
  'address2',
  'city',
  'company',
  'countryCode',
  'firstName',
  'id',
  'isDefault',
  'lastModifiedUtc',
  'lastName',
  'phone',
  'provinceCode',
  'zip',
];
const validAddress = {
  firstName: 'Eva',
  lastName: 'Muster',
  phone: '',
  address1: 'Bahnhofstrasse 1',
  address2: '',
  zip: '8001',
  city: 'Zürich',
  countryCode: 'CH',
  provinceCode: null,
};

describe('account API stand-in: sessions', () => {
  it('answers for the account of an access token the provider issued through its sign-in page, until the customer signs out there', async () => {
    const server = await start();
    const { accessToken, signOut } = await signIn(server.base, ANNA.email);
    expect(await call(server.base, accessToken!, 'GET', '/api/Devices/getNoOfDevices')).toMatchObject({ status: 200, body: 2 });
    // Signing out at the provider revokes the grant and its tokens: the session is invalid.
    await signOut!();
    expect(await call(server.base, accessToken!, 'GET', '/api/Devices/getNoOfDevices')).toMatchObject({
      status: 403,
      body: { message: 'Invalid session' },
    });
    server.stop();
  });

  it('refuses a missing, unknown, malformed or expired token with 403 Invalid session on every endpoint', async () => {
    const server = await start();
    const expired = await server.token(ANNA.id, -10);
    const paths: Array<[string, string]> = [
      ['GET', '/api/Devices/getAllDevices?lang=en'],
      ['GET', '/api/Devices/getNoOfDevices'],
      ['POST', '/api/Devices/addDevices'],
      ['GET', '/api/Addresses/getAddresses'],
      ['PUT', '/api/Addresses/updateAddress'],
      ['DELETE', '/api/Addresses/deleteAddress/x'],
      ['GET', '/api/subscriptions/getsubscriptions?sc_lang=en'],
      ['GET', '/api/FavouriteContact/getFavouriteContact'],
      ['DELETE', '/delete-account'],
    ];
    for (const [method, where] of paths) {
      for (const token of [null, 'no-such-token-0000000000', 'bad token!', expired]) {
        const answer = await call(server.base, token, method, where, method === 'GET' || method === 'DELETE' ? undefined : []);
        expect(answer, `${method} ${where} with ${String(token)}`).toMatchObject({ status: 403, body: { message: 'Invalid session' } });
      }
    }
    server.stop();
  });
});

describe('account API stand-in: devices', () => {
  it('lists the devices with the catalog facts in the asked language, in registration order', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const catalog = new CatalogStore(server.db);
    const de = await anna('GET', '/api/Devices/getAllDevices?lang=de');
    expect(de.status).toBe(200);
    const devices = de.body as Array<Record<string, unknown>>;
    expect(devices.map((entry) => [entry['articleNumber'], entry['serialNumber'], entry['inventoryNumber']])).toEqual([
      ['142.271', '4100000011', 'Workshop 1'],
      ['617.411', '4100000012', ''],
    ]);
    for (const device of devices) {
      expect(Object.keys(device).sort()).toEqual(DEVICE_KEYS);
      const variant = catalog.variantByArticleNumber(device['articleNumber'] as string)!;
      const master = catalog.masterById(variant.masterId)!;
      expect(device).toMatchObject({
        name: articleName(master, variant, 'de'),
        category: categoryOf(master).category.de,
        masterProductNameEn: master.enName,
        pimId: String(variant.id),
        brandName: master.brand,
        image: { url: `/-/media/${variant.images[0]}.jpg`, title: articleName(master, variant, 'de') },
      });
    }
    const fr = (await anna('GET', '/api/Devices/getAllDevices?lang=fr-CH')).body as Array<{ category: string }>;
    expect(fr[0]!.category).not.toBe(devices[0]!['category']);
    expect(await anna('GET', '/api/Devices/getNoOfDevices')).toMatchObject({
      status: 200,
      body: 2,
      type: expect.stringContaining('application/json'),
    });
    expect((await anna('GET', '/api/Devices/getAllDevices')).status).toBe(400);
    expect((await anna('GET', '/api/Devices/getAllDevices?lang=xx')).status).toBe(400);

    const jonas = await session(server, JONAS);
    const many = (await jonas('GET', '/api/Devices/getAllDevices?lang=en')).body as Array<{ category: string }>;
    expect(many).toHaveLength(12);
    expect(new Set(many.map((entry) => entry.category)).size).toBeGreaterThanOrEqual(5);
    expect((await (await session(server, customer('lea.fischer@example.com')))('GET', '/api/Devices/getAllDevices?lang=en')).body).toEqual(
      [],
    );
    server.stop();
  });

  it('checkDevice: 200 with what the device would be, 418 mine, 419 another account, 404 unknown article, 400 malformed', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const check = (query: string) => anna('GET', `/api/Devices/checkDevice?${query}`);
    const free = await check('articleNumber=142.270&serialNumber=5000000001&inventoryNumber=Van%202');
    expect(free.status).toBe(200);
    expect(Object.keys(free.body as object).sort()).toEqual(DEVICE_KEYS);
    expect(free.body).toMatchObject({
      articleNumber: '142.270',
      serialNumber: '5000000001',
      inventoryNumber: 'Van 2',
      masterProductNameEn: 'CALORA S3',
    });
    // Named in the asked language (the site sends the page's as lang; issue 23 item 11).
    const german = await check('articleNumber=142.270&serialNumber=5000000001&lang=de');
    const [en, de] = [free.body, german.body] as Array<{ name: string; category: string }>;
    expect(de!.name).not.toBe(en!.name);
    expect(de!.category).not.toBe(en!.category);
    expect(await check('articleNumber=142.271&serialNumber=4100000011')).toMatchObject({
      status: 418,
      body: { message: expect.any(String) },
    });
    expect((await check('articleNumber=617.410&serialNumber=4600000002')).status).toBe(419);
    expect((await check('articleNumber=099.999&serialNumber=5000000001')).status).toBe(404);
    // An accessory is not a device to register.
    expect((await check('articleNumber=379.840&serialNumber=5000000001')).status).toBe(404);
    for (const query of [
      'articleNumber=14.2270&serialNumber=5000000001',
      'articleNumber=142.270&serialNumber=500000000',
      'articleNumber=142-270&serialNumber=5000000001',
      'serialNumber=5000000001',
      'articleNumber=142.270',
    ]) {
      expect((await check(query)).status, query).toBe(400);
    }
    // Checking stores nothing.
    expect((await anna('GET', '/api/Devices/getNoOfDevices')).body).toBe(2);
    server.stop();
  });

  it('addDevices is all or nothing: 419, 418, 404, 500 (serial 9999999999) and 400 store nothing; success adds all', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const entry = (ArticleNumber: string, SerialNumber: string, InventoryNumber = '') => ({ ArticleNumber, SerialNumber, InventoryNumber });
    const fresh = entry('142.270', '5000000001', 'Van 2');
    const refused: Array<[unknown, number]> = [
      [[fresh, entry('617.410', '4600000002')], 419],
      [[fresh, entry('142.271', '4100000011')], 418],
      [[fresh, fresh], 418],
      [[fresh, entry('099.999', '5000000002')], 404],
      [[fresh, entry('142.270', '9999999999')], 500],
      [[fresh, entry('142.270', '12')], 400],
      [[], 400],
      [{ ArticleNumber: '142.270' }, 400],
      [[fresh, 'x'], 400],
    ];
    for (const [body, status] of refused) {
      expect((await anna('POST', '/api/Devices/addDevices', body)).status, JSON.stringify(body)).toBe(status);
      expect((await anna('GET', '/api/Devices/getNoOfDevices')).body).toBe(2);
    }
    const added = await anna('POST', '/api/Devices/addDevices', [fresh, { ...entry('617.412', '5000000003'), Unknown: 'ignored' }]);
    expect(added).toMatchObject({ status: 200, body: { added: 2 } });
    const list = (await anna('GET', '/api/Devices/getAllDevices?lang=en')).body as Array<{
      articleNumber: string;
      inventoryNumber: string;
    }>;
    expect(list.map((device) => device.articleNumber)).toEqual(['142.271', '617.411', '142.270', '617.412']);
    expect(list[2]!.inventoryNumber).toBe('Van 2');
    // Now someone else's: Jonas gets 419 for it.
    expect(
      (await (await session(server, JONAS))('GET', '/api/Devices/checkDevice?articleNumber=142.270&serialNumber=5000000001')).status,
    ).toBe(419);
    server.stop();
  });

  it('updates the inventory number and deletes a device; 404 for a device not in my devices', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    expect(
      await anna('GET', '/api/Devices/updateInventoryNo?articleNumber=617.411&serialNumber=4100000012&inventoryNumber=Roof%20team'),
    ).toMatchObject({ status: 200, body: true });
    expect(((await anna('GET', '/api/Devices/getAllDevices?lang=en')).body as Array<{ inventoryNumber: string }>)[1]!.inventoryNumber).toBe(
      'Roof team',
    );
    expect(
      (await anna('GET', '/api/Devices/updateInventoryNo?articleNumber=617.410&serialNumber=4600000002&inventoryNumber=mine')).status,
    ).toBe(404);
    expect((await anna('GET', '/api/Devices/updateInventoryNo?articleNumber=617.411&serialNumber=4100000012')).status).toBe(400);
    expect((await anna('GET', '/api/Devices/deleteDevice?articleNumber=617.410&serialNumber=4600000002')).status).toBe(404);
    expect(await anna('GET', '/api/Devices/deleteDevice?articleNumber=617.411&serialNumber=4100000012')).toMatchObject({
      status: 200,
      body: true,
    });
    expect((await anna('GET', '/api/Devices/deleteDevice?articleNumber=617.411&serialNumber=4100000012')).status).toBe(404);
    expect((await anna('GET', '/api/Devices/getNoOfDevices')).body).toBe(1);
    expect((await (await session(server, JONAS))('GET', '/api/Devices/getNoOfDevices')).body).toBe(12);
    server.stop();
  });

  it('gives the review step its account information', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    expect(await anna('GET', '/api/Devices/getAccountInfo')).toMatchObject({
      status: 200,
      body: {
        companyname: 'Keller Dachbau AG',
        customernumber: '100-040011',
        firstname: 'Anna',
        lastname: 'Keller',
        streetaddress: 'Seestrasse',
        streetnumber: '12',
        postalcode: '8002',
        city: 'Zürich',
        country: 'Switzerland',
        salutation: 'Ms',
      },
    });
    server.stop();
  });
});

describe('account API stand-in: addresses and countries', () => {
  it('lists, creates, updates and deletes addresses of the signed-in customer only', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const list = (await anna('GET', '/api/Addresses/getAddresses')).body as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    for (const address of list) expect(Object.keys(address).sort()).toEqual(ADDRESS_KEYS);
    expect(list.map((address) => [address['company'], address['isDefault']])).toEqual([
      ['Keller Dachbau AG', true],
      [null, false],
    ]);

    const created = await anna('POST', '/api/Addresses/createAddress', { ...validAddress, company: 'Muster AG', extra: 'ignored' });
    expect(created.status).toBe(200);
    const address = created.body as Record<string, unknown>;
    expect(address).toMatchObject({ ...validAddress, company: 'Muster AG', isDefault: false });
    expect(Object.keys(address).sort()).toEqual(ADDRESS_KEYS);
    expect(Date.parse(address['lastModifiedUtc'] as string)).toBeGreaterThan(Date.now() - 60_000);

    const updated = await anna('PUT', '/api/Addresses/updateAddress', {
      ...validAddress,
      id: address['id'],
      countryCode: 'US',
      provinceCode: 'NY',
      city: 'New York',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { id: address['id'], company: null, countryCode: 'US', provinceCode: 'NY', city: 'New York' },
    });
    expect((await anna('PUT', '/api/Addresses/updateAddress', { ...validAddress, id: 'no-such-id' })).status).toBe(404);

    const jonas = await session(server, JONAS);
    expect((await jonas('DELETE', `/api/Addresses/deleteAddress/${address['id']}`)).status).toBe(404);
    expect((await jonas('PUT', '/api/Addresses/updateAddress', { ...validAddress, id: address['id'] })).status).toBe(404);
    expect((await jonas('GET', '/api/Addresses/getAddresses')).body).toHaveLength(3);

    expect(await anna('DELETE', `/api/Addresses/deleteAddress/${address['id']}`)).toMatchObject({ status: 200, body: true });
    expect((await anna('DELETE', `/api/Addresses/deleteAddress/${address['id']}`)).status).toBe(404);
    expect((await anna('GET', '/api/Addresses/getAddresses')).body).toEqual(list);
    server.stop();
  });

  it('validates as spec §5: each wrong field named in errors, nothing stored', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const refused = await anna('POST', '/api/Addresses/createAddress', {
      ...validAddress,
      firstName: '  ',
      zip: '',
      company: '',
      countryCode: 'US',
      provinceCode: 'ZZ',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: expect.any(String),
      errors: { firstName: expect.any(String), zip: expect.any(String), company: expect.any(String), provinceCode: expect.any(String) },
    });
    expect(Object.keys((refused.body as { errors: object }).errors).sort()).toEqual(['company', 'firstName', 'provinceCode', 'zip']);
    expect((await anna('POST', '/api/Addresses/createAddress', { ...validAddress, countryCode: 'XX' })).body).toMatchObject({
      errors: { countryCode: expect.any(String) },
    });
    expect((await anna('POST', '/api/Addresses/createAddress', { ...validAddress, city: 42 })).body).toMatchObject({
      errors: { city: expect.any(String) },
    });
    expect((await anna('POST', '/api/Addresses/createAddress', { ...validAddress, countryCode: 'CH', provinceCode: 'NY' })).status).toBe(
      400,
    );
    expect((await anna('POST', '/api/Addresses/createAddress', [validAddress])).status).toBe(400);
    const updateWithoutId = await anna('PUT', '/api/Addresses/updateAddress', validAddress);
    expect(updateWithoutId).toMatchObject({ status: 400, body: { errors: { id: expect.any(String) } } });
    expect((await anna('GET', '/api/Addresses/getAddresses')).body).toHaveLength(2);
    server.stop();
  });

  it('lists countries in the asked language with the provinces of the US and Canada', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const de = await anna('GET', '/api/Countries/getCountries?language=de');
    const { countries, provinces } = de.body as {
      countries: Array<{ value: string; label: string }>;
      provinces: Array<{ CountryCode: string; ProvinceCode: string; Name: string }>;
    };
    for (const code of ['CH', 'DE', 'FR', 'IT', 'AT', 'US', 'CA']) expect(countries.map((country) => country.value)).toContain(code);
    expect(countries.find((country) => country.value === 'CH')).toEqual({ value: 'CH', label: 'Schweiz' });
    expect(provinces).toContainEqual({ CountryCode: 'US', ProvinceCode: 'IL', Name: 'Illinois' });
    expect(provinces).toContainEqual({ CountryCode: 'CA', ProvinceCode: 'QC', Name: 'Quebec' });
    expect(new Set(provinces.map((province) => province.CountryCode))).toEqual(new Set(['US', 'CA']));
    const it_ = (await anna('GET', '/api/Countries/getCountries?language=it')).body as {
      countries: Array<{ value: string; label: string }>;
    };
    expect(it_.countries.find((country) => country.value === 'DE')?.label).toBe('Germania');
    expect((await anna('GET', '/api/Countries/getCountries')).status).toBe(400);
    server.stop();
  });
});

describe('account API stand-in: wishlists (spec shop §4, §5, §7, §8, §9)', () => {
  type List = { name: string; addDate: string; isDefault: boolean; itemsCount: number; items: Array<Record<string, unknown>> };
  const lists = async (who: Awaited<ReturnType<typeof session>>, language = 'en') =>
    (await who('GET', `/api/Wishlist/getWishlists?language=${language}`)).body as List[];
  const q = (value: string) => encodeURIComponent(value);

  it('gives a default list on first read, creates up to 9 lists, 409 on a duplicate name (any case), renames and deletes', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const first = await lists(anna);
    expect(first).toEqual([{ name: 'Wishlist', addDate: expect.any(String), isDefault: true, itemsCount: 0, items: [] }]);
    for (let index = 2; index <= 9; index++)
      expect(await anna('POST', `/api/Wishlist/addWishlist?listName=${q(`List ${index}`)}`)).toMatchObject({ status: 200, body: true });
    expect((await anna('POST', `/api/Wishlist/addWishlist?listName=${q('Tenth')}`)).status).toBe(400);
    expect(await anna('POST', `/api/Wishlist/addWishlist?listName=${q('list 2')}`)).toMatchObject({
      status: 409,
      body: { message: expect.any(String) },
    });
    expect((await lists(anna)).map((list) => list.name)).toEqual(['Wishlist', ...Array.from({ length: 8 }, (_, i) => `List ${i + 2}`)]);
    expect((await anna('POST', `/api/Wishlist/editWishlist?oldListName=${q('List 2')}&newListName=${q('LIST 3')}`)).status).toBe(409);
    expect((await anna('POST', `/api/Wishlist/editWishlist?oldListName=${q('List 2')}&newListName=${q('Workshop')}`)).status).toBe(200);
    expect((await anna('POST', `/api/Wishlist/editWishlist?oldListName=${q('Nope')}&newListName=${q('X')}`)).status).toBe(404);
    expect((await anna('POST', `/api/Wishlist/deleteWishlist?listName=${q('Workshop')}`)).status).toBe(200);
    expect((await anna('POST', `/api/Wishlist/deleteWishlist?listName=${q('Workshop')}`)).status).toBe(404);
    expect((await lists(anna)).map((list) => list.name)).not.toContain('Workshop');
    expect((await anna('POST', '/api/Wishlist/addWishlist')).status).toBe(400);
    // Another customer sees none of it.
    expect((await lists(await session(server, JONAS))).map((list) => list.name)).toEqual(['Wishlist']);
    server.stop();
  });

  it('adds and removes products (once per variant), joined with the catalog in the asked language; a share token opens the list to anyone', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const catalog = new CatalogStore(server.db);
    const variant = catalog.variantByArticleNumber('142.271')!;
    const master = catalog.masterById(variant.masterId)!;
    await lists(anna);
    const add = `/api/Wishlist/addProductToWishlist?listName=Wishlist&masterProductName=${q(master.enName)}&variantId=${variant.id}`;
    expect((await anna('POST', add)).status).toBe(200);
    expect((await anna('POST', add)).status).toBe(200);
    const [list] = await lists(anna, 'de');
    expect(list).toMatchObject({ itemsCount: 1 });
    expect(list!.items[0]).toMatchObject({
      variantId: variant.id,
      articleNo: '142.271',
      name: articleName(master, variant, 'de'),
      masterProductNameEn: master.enName,
      addDate: expect.any(String),
    });
    expect((await anna('POST', add.replace('listName=Wishlist', 'listName=Other'))).status).toBe(404);
    expect((await anna('POST', add.replace(`variantId=${variant.id}`, 'variantId=abc'))).status).toBe(400);

    const share = await anna('POST', '/api/Wishlist/shareWishlist?listName=Wishlist');
    const token = (share.body as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(((await anna('POST', '/api/Wishlist/shareWishlist?listName=Wishlist')).body as { token: string }).token).toBe(token);
    const shared = await call(server.base, null, 'GET', `/api/Wishlist/getSharedWishlist?token=${token}&language=en`);
    expect(shared).toMatchObject({ status: 200, body: { name: 'Wishlist', itemsCount: 1 } });
    expect((await call(server.base, null, 'GET', `/api/Wishlist/getSharedWishlist?token=${'A'.repeat(43)}`)).status).toBe(404);
    // A rename keeps the link; removing the product empties it; deleting the list ends it.
    await anna('POST', '/api/Wishlist/editWishlist?oldListName=Wishlist&newListName=Tools');
    expect((await call(server.base, null, 'GET', `/api/Wishlist/getSharedWishlist?token=${token}`)).body).toMatchObject({ name: 'Tools' });
    expect(
      (await anna('POST', add.replace('addProductToWishlist', 'deleteProductFromWishlist').replace('Wishlist&', 'Tools&'))).status,
    ).toBe(200);
    expect((await lists(anna))[0]).toMatchObject({ name: 'Tools', itemsCount: 0 });
    await anna('POST', '/api/Wishlist/deleteWishlist?listName=Tools');
    expect((await call(server.base, null, 'GET', `/api/Wishlist/getSharedWishlist?token=${token}`)).status).toBe(404);
    // Every other wishlist call needs a session.
    expect((await call(server.base, null, 'GET', '/api/Wishlist/getWishlists?language=en')).status).toBe(403);
    server.stop();
  });
});

describe('account API stand-in: newsletters, favourite contact, profile', () => {
  it('reads and updates the subscription states with names in sc_lang; an unknown list stores nothing', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const states = (await anna('GET', '/api/subscriptions/getsubscriptions?sc_lang=fr')).body as {
      SubscriptionStates: Array<{ ContactListId: string; SubscriptionName: string; IsSubscribed: boolean }>;
    };
    expect(states.SubscriptionStates).toEqual(
      NEWSLETTERS.map((newsletter, index) => ({
        ContactListId: newsletter.contactListId,
        SubscriptionName: newsletter.name.fr,
        IsSubscribed: index === 0,
      })),
    );
    const update = (SubscriptionStates: unknown) =>
      anna('PUT', '/api/subscriptions/updatesubscriptions?sc_lang=de', {
        SubscriptionStates,
        ContextItemId: '{11111111-2222-4333-8444-555555555555}',
      });
    const flipped = states.SubscriptionStates.map((state) => ({ ...state, IsSubscribed: !state.IsSubscribed }));
    expect((await update([...flipped, { ContactListId: '{00000000-0000-4000-8000-000000000000}', IsSubscribed: true }])).status).toBe(400);
    expect((await update([{ ...flipped[0], IsSubscribed: 'yes' }])).status).toBe(400);
    expect((await anna('GET', '/api/subscriptions/getsubscriptions?sc_lang=fr')).body).toEqual(states);
    const saved = await update(flipped);
    expect(saved.status).toBe(200);
    expect((saved.body as typeof states).SubscriptionStates.map((state) => [state.SubscriptionName, state.IsSubscribed])).toEqual([
      ['Produktneuheiten', false],
      ['Veranstaltungen und Messen', true],
      ['Servicetipps', true],
    ]);
    expect((await anna('GET', '/api/subscriptions/getsubscriptions?sc_lang=de')).body).toEqual(saved.body);
    server.stop();
  });

  it('keeps the favourite contact id as text: set, cleared, malformed ids refused', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const current = await anna('GET', '/api/FavouriteContact/getFavouriteContact');
    expect(current).toMatchObject({ status: 200, text: CONTACT_IDS[0], type: expect.stringContaining('text/plain') });
    expect((await anna('GET', '/api/FavouriteContact/saveFavouriteContact?contactId=not-an-id')).status).toBe(400);
    expect((await anna('GET', '/api/FavouriteContact/saveFavouriteContact')).status).toBe(400);
    expect((await anna('GET', '/api/FavouriteContact/getFavouriteContact')).text).toBe(CONTACT_IDS[0]);
    expect(
      await anna('GET', `/api/FavouriteContact/saveFavouriteContact?contactId=${encodeURIComponent(CONTACT_IDS[3].toLowerCase())}`),
    ).toMatchObject({ status: 200, body: true });
    expect((await anna('GET', '/api/FavouriteContact/getFavouriteContact')).text).toBe(CONTACT_IDS[3]);
    expect(await anna('GET', `/api/FavouriteContact/deleteFavouriteContact?contactId=${encodeURIComponent(CONTACT_IDS[3])}`)).toMatchObject(
      { status: 200, body: true },
    );
    expect((await anna('GET', '/api/FavouriteContact/getFavouriteContact')).text).toBe('');
    server.stop();
  });
});

describe('account API stand-in: bad input', () => {
  it('answers oversize and malformed bodies with 400 or 413, never 5xx, and stores nothing', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const long = 'x'.repeat(201);
    const cases: Array<[string, string, unknown, string | undefined]> = [
      ['POST', '/api/Addresses/createAddress', undefined, '{"firstName": '],
      ['POST', '/api/Addresses/createAddress', { ...validAddress, address2: long }, undefined],
      ['POST', '/api/Addresses/createAddress', undefined, JSON.stringify({ ...validAddress, filler: 'y'.repeat(70 * 1024) })],
      [
        'POST',
        '/api/Devices/addDevices',
        Array.from({ length: 51 }, (_, index) => ({ ArticleNumber: '142.270', SerialNumber: String(5000000100 + index) })),
        undefined,
      ],
      ['POST', '/api/Devices/addDevices', [{ ArticleNumber: '142.270', SerialNumber: '5000000001', InventoryNumber: long }], undefined],
      ['PUT', '/api/subscriptions/updatesubscriptions?sc_lang=en', undefined, 'null'],
      ['GET', `/api/Devices/updateInventoryNo?articleNumber=617.411&serialNumber=4100000012&inventoryNumber=${long}`, undefined, undefined],
      ['GET', '/api/Devices/checkDevice?articleNumber=%E0%A4%A&serialNumber=1', undefined, undefined],
    ];
    for (const [method, where, body, raw] of cases) {
      const answer = await anna(method, where, body, raw);
      expect([400, 413], `${method} ${where}`).toContain(answer.status);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
    expect((await anna('GET', '/api/Addresses/getAddresses')).body).toHaveLength(2);
    expect((await anna('GET', '/api/Devices/getNoOfDevices')).body).toBe(2);
    expect(((await anna('GET', '/api/Devices/getAllDevices?lang=en')).body as Array<{ inventoryNumber: string }>)[1]!.inventoryNumber).toBe(
      '',
    );
    server.stop();
  });

  it('never answers 5xx to hostile input on any endpoint', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    const endpoints: Array<[string, string]> = [
      ['GET', '/api/Devices/getAllDevices'],
      ['GET', '/api/Devices/getNoOfDevices'],
      ['GET', '/api/Devices/deleteDevice'],
      ['GET', '/api/Devices/updateInventoryNo'],
      ['GET', '/api/Devices/checkDevice'],
      ['POST', '/api/Devices/addDevices'],
      ['GET', '/api/Devices/getAccountInfo'],
      ['GET', '/api/Addresses/getAddresses'],
      ['POST', '/api/Addresses/createAddress'],
      ['PUT', '/api/Addresses/updateAddress'],
      ['DELETE', '/api/Addresses/deleteAddress/%27%3B--'],
      ['GET', '/api/Countries/getCountries'],
      ['GET', '/api/subscriptions/getsubscriptions'],
      ['PUT', '/api/subscriptions/updatesubscriptions'],
      ['GET', '/api/FavouriteContact/getFavouriteContact'],
      ['GET', '/api/FavouriteContact/saveFavouriteContact'],
      ['GET', '/api/FavouriteContact/deleteFavouriteContact'],
      ['POST', '/api/Wishlist/addWishlist'],
      ['GET', '/api/Wishlist/getWishlists'],
      ['POST', '/api/Wishlist/addProductToWishlist'],
      ['POST', '/api/Wishlist/deleteProductFromWishlist'],
      ['POST', '/api/Wishlist/editWishlist'],
      ['POST', '/api/Wishlist/deleteWishlist'],
      ['POST', '/api/Wishlist/shareWishlist'],
      ['GET', '/api/Wishlist/getSharedWishlist'],
    ];
    const queries = [
      '',
      '?lang=%00&language=..%2F&sc_lang=%F0%9F%92%A5&articleNumber=1e3&serialNumber=-1&contactId={}&inventoryNumber=',
      '?listName=%00&oldListName=x&newListName=&masterProductName=..%2F&variantId=1e99&token=%27%3B--',
      `?lang=${'x'.repeat(300)}`,
    ];
    const bodies = [
      '{',
      '[]',
      '{}',
      'null',
      '"text"',
      '[{"ArticleNumber":{"$gt":""}}]',
      JSON.stringify({ SubscriptionStates: [null], id: ['x'] }),
      JSON.stringify(Array.from({ length: 60 }, () => 1)),
      'z'.repeat(65 * 1024),
    ];
    for (const [method, where] of endpoints) {
      for (const query of queries) {
        for (const raw of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
          const answer = await anna(method, `${where}${query}`, undefined, raw);
          expect(answer.status, `${method} ${where}${query} ${raw?.slice(0, 40) ?? ''}`).toBeLessThan(500);
        }
      }
    }
    expect((await anna('GET', '/api/Devices/getNoOfDevices')).body).toBe(2);
    expect((await anna('GET', '/api/Addresses/getAddresses')).body).toHaveLength(2);
    server.stop();
  });

  it('answers to the fault switch of service "account"', async () => {
    const server = await start();
    const anna = await session(server, ANNA);
    await fetch(`${server.base}/__faults/account`, { method: 'PUT', body: JSON.stringify({ mode: 'error' }) });
    expect((await anna('GET', '/api/Devices/getNoOfDevices')).status).toBe(500);
    await fetch(`${server.base}/__faults/account`, { method: 'DELETE' });
    expect((await anna('GET', '/api/Devices/getNoOfDevices')).status).toBe(200);
    server.stop();
  });
});

describe('content GraphQL customerProfile (spec account §3 "Profile data", §7; project-specific)', () => {
  it('answers the profile fields for the customer whose access token comes with it, by user name', async () => {
    const server = await start();
    const token = await server.token(ANNA.id);
    const answer = await profileQuery(server.base, token, ANNA.email, 'de');
    expect(answer).toMatchObject({ status: 200, errors: undefined });
    expect(answer.profile).toEqual({
      email: ANNA.email,
      customernumber: '100-040011',
      displayname: 'Anna Keller',
      firstname: 'Anna',
      industry: 'Roofing',
    });
    // Sitecore's user name with its domain, any case.
    expect((await profileQuery(server.base, token, `extranet\\${ANNA.email.toUpperCase()}`)).profile).toMatchObject({ email: ANNA.email });
    server.stop();
  });

  it('is null for anyone else: no token, an unknown or expired one, another customer’s; the API key alone reads no profile', async () => {
    const server = await start();
    const annaToken = await server.token(ANNA.id);
    const expired = await server.token(JONAS.id, -10);
    for (const token of [null, 'no-such-token-0000000000', expired, annaToken]) {
      const answer = await profileQuery(server.base, token, JONAS.email);
      expect(answer, String(token)).toMatchObject({ status: 200, profile: null });
    }
    expect((await profileQuery(server.base, annaToken, ANNA.email, 'xx')).profile).toBeNull();
    server.stop();
  });
});

describe('account API stand-in: deleting the account', () => {
  it('409 for Marco Rossi and Sophie Martin, with no link in the body (spec account §7: only the status is read); their data stays', async () => {
    const server = await start();
    const marco = await session(server, customer('marco.rossi@example.com'));
    const refused = await marco('DELETE', '/delete-account');
    expect(refused.status).toBe(409);
    expect(refused.body).not.toHaveProperty('requestLink');
    expect((await marco('GET', '/api/Devices/getNoOfDevices')).body).toBe(1);
    const sophie = await session(server, customer('sophie.martin@example.com'));
    expect((await sophie('DELETE', '/delete-account')).status).toBe(409);
    expect((await sophie('GET', '/api/Devices/getNoOfDevices')).status).toBe(200);
    server.stop();
  });

  it('204 for anyone else: the data is gone, the token and the sign-in no longer work; the test-only restore brings the customer back', async () => {
    const server = await start();
    const browser = new Map<string, string>();
    const signedIn = await signIn(server.base, NINA.email, browser);
    const nina = (method: string, where: string) => call(server.base, signedIn.accessToken!, method, where);
    expect((await nina('GET', '/api/Devices/getNoOfDevices')).body).toBe(1);
    const deleted = await nina('DELETE', '/delete-account');
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await nina('GET', '/api/Devices/getNoOfDevices')).toMatchObject({ status: 403, body: { message: 'Invalid session' } });
    expect((await profileQuery(server.base, signedIn.accessToken!, NINA.email)).profile).toBeNull();
    // The same browser (the provider's session cookie still set) is asked to sign in again, and refused.
    const refused = await signIn(server.base, NINA.email, browser);
    expect(refused.login.status).toBe(401);
    expect(await refused.login.text()).toContain('not right');
    // Her device is free again.
    expect(
      (await (await session(server, ANNA))('GET', '/api/Devices/checkDevice?articleNumber=142.274&serialNumber=4700000071')).status,
    ).toBe(200);
    // Deleted for good: a restart and a re-seed (another catalog size) keep it deleted.
    server.stop();
    const again = await start(server.file, PRODUCTS + 1);
    expect((await signIn(again.base, NINA.email)).login.status).toBe(401);

    expect(await call(again.base, null, 'POST', `/__accounts/${encodeURIComponent(NINA.email)}/restore`)).toMatchObject({
      status: 200,
      body: { restored: NINA.email },
    });
    expect((await call(again.base, null, 'POST', '/__accounts/nobody%40example.com/restore')).status).toBe(404);
    const { accessToken } = await signIn(again.base, NINA.email);
    expect((await call(again.base, accessToken!, 'GET', '/api/Devices/getNoOfDevices')).body).toBe(1);
    expect((await call(again.base, accessToken!, 'GET', '/api/FavouriteContact/getFavouriteContact')).text).toBe(CONTACT_IDS[2]);
    again.stop();
  });
});

describe('account API stand-in: changes are kept', () => {
  it('keeps devices, addresses, subscriptions and the favourite across a restart and a re-seed, never re-seeding a customer', async () => {
    const first = await start();
    const anna = await session(first, ANNA);
    expect(
      (await anna('POST', '/api/Devices/addDevices', [{ ArticleNumber: '142.270', SerialNumber: '5000000001', InventoryNumber: 'Van 2' }]))
        .status,
    ).toBe(200);
    expect((await anna('GET', '/api/Devices/deleteDevice?articleNumber=142.271&serialNumber=4100000011')).status).toBe(200);
    const address = (await anna('POST', '/api/Addresses/createAddress', validAddress)).body;
    const subscriptions = (
      await anna('PUT', '/api/subscriptions/updatesubscriptions?sc_lang=en', {
        SubscriptionStates: [{ ContactListId: NEWSLETTERS[2]!.contactListId, IsSubscribed: true }],
        ContextItemId: '',
      })
    ).body;
    expect((await anna('GET', `/api/FavouriteContact/saveFavouriteContact?contactId=${encodeURIComponent(CONTACT_IDS[1])}`)).status).toBe(
      200,
    );
    const snapshot = async (server: Running) => {
      const as = await session(server, ANNA);
      return Promise.all([
        as('GET', '/api/Devices/getAllDevices?lang=en'),
        as('GET', '/api/Addresses/getAddresses'),
        as('GET', '/api/subscriptions/getsubscriptions?sc_lang=en'),
        as('GET', '/api/FavouriteContact/getFavouriteContact'),
      ]).then((answers) => answers.map((answer) => answer.text));
    };
    const before = await snapshot(first);
    expect(before[1]).toContain((address as { id: string }).id);
    expect(JSON.parse(before[2]!)).toEqual(subscriptions);
    first.stop();

    const second = await start(first.file);
    expect(await snapshot(second)).toEqual(before);
    second.stop();
    // Another catalog size rebuilds every seeded table; the account data stays as the customer left it.
    const third = await start(first.file, PRODUCTS + 2);
    expect(await snapshot(third)).toEqual(before);
    third.stop();
  });

  it('keeps a write answered 200 when the process is killed with SIGKILL right after', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'killed.sqlite');
    // Seed the file once here, then let a real local-services process own it.
    const seeding = openDatabase(file, { products: PRODUCTS });
    const token = await storeToken(seeding.db, ANNA.id);
    seeding.db.close();
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, '../main.ts'), '--port', String(port), '--db', file, '--products', String(PRODUCTS)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(base, child);
      const added = await call(base, token, 'POST', '/api/Devices/addDevices', [
        { ArticleNumber: '617.413', SerialNumber: '5000000077', InventoryNumber: 'kill -9' },
      ]);
      expect(added.status).toBe(200);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    const after = await start(file);
    const devices = (await call(after.base, token, 'GET', '/api/Devices/getAllDevices?lang=en')).body as Array<{
      articleNumber: string;
      inventoryNumber: string;
    }>;
    expect(devices.at(-1)).toMatchObject({ articleNumber: '617.413', inventoryNumber: 'kill -9' });
    after.stop();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ReturnType<typeof spawn>): Promise<void> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local-services exited: ${output}`);
    try {
      if ((await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`local-services did not start: ${output}`);
}
