/**
 * The stand-in as a whole: fault switches (any vendor's service), robustness of the shared router,
 * and the database file (reuse, reseed). Each vendor's contract is tested in its own folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { startTestApp, type TestServer } from './test-app.ts';

const API_KEY = 'test-key';
let app: TestServer;
let base: string;
const dir = mkdtempSync(path.join(tmpdir(), 'local-services-'));

beforeAll(async () => {
  app = await startTestApp({ products: 10, apiKey: API_KEY });
  base = app.base;
});
afterAll(() => {
  app.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${base}/__faults`, { method: 'DELETE' });
});

function layout(item: string, lang: string, site = 'technologies', key = API_KEY) {
  const query = new URLSearchParams({ item, sc_lang: lang, sc_site: site, sc_apikey: key });
  return fetch(`${base}/sitecore/api/layout/render/jss?${query}`);
}

describe('fault switches', () => {
  const setFault = (service: string, body: unknown) =>
    fetch(`${base}/__faults/${service}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('makes a service answer 500, and only that service', async () => {
    expect((await setFault('layout', { mode: 'error' })).status).toBe(200);
    expect((await layout('/', 'en')).status).toBe(500);
    expect((await fetch(`${base}/ResolveCountryByIp.aspx`)).status).toBe(200);
  });

  it('makes a service drop the connection', async () => {
    await setFault('dictionary', { mode: 'down' });
    await expect(fetch(`${base}/sitecore/api/jss/dictionary/group/en?sc_apikey=${API_KEY}`)).rejects.toThrow();
  });

  it('makes a service slow, then recovers when cleared', async () => {
    // A delay far above what a local request takes even on a loaded CI machine, so both bounds
    // hold with a second of margin.
    await setFault('geoip', { mode: 'slow', delayMs: 2000 });
    const started = Date.now();
    expect((await fetch(`${base}/ResolveCountryByIp.aspx`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1990);
    await fetch(`${base}/__faults/geoip`, { method: 'DELETE' });
    const again = Date.now();
    await fetch(`${base}/ResolveCountryByIp.aspx`);
    expect(Date.now() - again).toBeLessThan(1000);
  });

  it('rejects unknown services and modes', async () => {
    expect((await setFault('nope', { mode: 'down' })).status).toBe(404);
    expect((await setFault('layout', { mode: 'explode' })).status).toBe(400);
  });
});

describe('robustness', () => {
  it('answers 404/405/400 instead of failing on odd requests', async () => {
    expect((await fetch(`${base}/no/such/endpoint`)).status).toBe(404);
    expect((await fetch(`${base}/health`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/sitecore/api/jss/dictionary/%E0%A4%A/en`)).status).toBe(400);
  });
});

describe('database', () => {
  it('reuses a seeded file, and builds the same content every time', () => {
    const file = path.join(dir, 'reuse.sqlite');
    const first = openDatabase(file, { products: 10 });
    const ids = first.db.prepare('SELECT id FROM items ORDER BY site, path, language').all();
    first.db.close();
    const second = openDatabase(file, { products: 10 });
    expect([first.seeded, second.seeded]).toEqual([true, false]);
    second.db.close();
    const other = openDatabase(':memory:', { products: 10 });
    expect(other.db.prepare('SELECT id FROM items ORDER BY site, path, language').all()).toEqual(ids);
    other.db.close();
  });

  it('reseeds when the options change', () => {
    const file = path.join(dir, 'options.sqlite');
    openDatabase(file, { products: 10 }).db.close();
    const changed = openDatabase(file, { products: 20 });
    expect(changed.seeded).toBe(true);
    changed.db.close();
  });
});
