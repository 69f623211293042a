/**
 * Latency of the Coveo stand-in on a large index:
 *   npx node tools/local-services/src/coveo/bench.ts --items 20000 [--requests 200]
 * Seeds a temporary database whose index holds at least `items` documents (the catalog size is
 * chosen for it), starts the stand-in on a free port, and sends representative engine requests
 * one after the other (a basic query, three facets of which one numeric with automatic ranges,
 * the group-by on @herotemplatename, 30 results) with a search token that carries a filter.
 * Prints the index size, seed time and p50/p95/max of the request round trips.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../app.ts';
import { openDatabase } from '../database.ts';
import { listen } from '../test-app.ts';
import { DEFAULT_COVEO_API_KEY, SEARCH_BASE } from './routes.ts';

const { values } = parseArgs({ options: { items: { type: 'string', default: '20000' }, requests: { type: 'string', default: '200' } } });
const items = Number(values.items);
const requests = Number(values.requests);
if (!Number.isInteger(items) || items < 100) throw new Error('--items must be an integer of at least 100');
if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a positive integer');

const dir = mkdtempSync(path.join(tmpdir(), 'coveo-bench-'));
const countDocuments = (products: number, file: string): number => {
  const { db } = openDatabase(path.join(dir, file), { products });
  const row = db.prepare('SELECT count(*) AS n FROM coveo_documents').get() as { n: number };
  db.close();
  return row.n;
};

try {
  // Documents grow linearly with the catalog: two small seeds give the fixed part and the slope.
  const small = countDocuments(20, 'a.sqlite');
  const larger = countDocuments(60, 'b.sqlite');
  const perMaster = (larger - small) / 40;
  let products = Math.max(1, Math.ceil((items - (small - 20 * perMaster)) / perMaster));
  for (let documents = countDocuments(products, 'c.sqlite'); documents < items; documents = countDocuments(products, 'c.sqlite')) {
    products += Math.ceil((items - documents) / perMaster);
  }

  const seedStarted = performance.now();
  const { db } = openDatabase(path.join(dir, 'bench.sqlite'), { products });
  const seedMs = Math.round(performance.now() - seedStarted);
  const documents = (db.prepare('SELECT count(*) AS n FROM coveo_documents').get() as { n: number }).n;
  const { server } = createApp(db, { apiKey: 'bench', log: () => undefined });
  const app = await listen(server, () => db.close());

  const call = async (pathname: string, body: unknown, auth: string) => {
    const response = await fetch(`${app.base}${SEARCH_BASE}${pathname}?organizationId=kestrellocal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { token } = (await call(
    '/token',
    {
      userIds: [{ name: 'bench', provider: 'Email Security Provider', type: 'User' }],
      filter: '(@tenant==technologies) AND (@isprelaunch==false)',
    },
    DEFAULT_COVEO_API_KEY,
  )) as { token: string };

  const queries = ['calora', 'nozzle', 'heat gun', 'welding', 'laser', '142.271', 'extrusion welder', 'calroa', '', 'hot air 230'];
  const request = (i: number) => ({
    q: queries[i % queries.length],
    aq: i % 3 === 0 ? '@herotemplatename==("Product","Variant")' : '',
    cq: '@language==en',
    searchHub: 'Heat-Guns',
    pipeline: 'SearchProduct',
    locale: 'en',
    firstResult: (i % 4) * 30,
    numberOfResults: 30,
    sortCriteria: i % 5 === 0 ? '@masterproductname ascending' : 'relevancy',
    fieldsToInclude: [
      'herotemplatename',
      'masterproductname',
      'masterproductrelativeurl',
      'variantarticlenumber',
      'power',
      'mainpicture320',
    ],
    facets: [
      {
        type: 'specific',
        facetId: 'pimclassification',
        field: 'pimclassification',
        numberOfValues: 999,
        sortCriteria: 'alphanumeric',
        currentValues: i % 2 ? [{ value: 'hot-air-tools', state: 'selected' }] : [],
        freezeCurrentValues: false,
        isFieldExpanded: false,
        injectionDepth: 1000,
        filterFacetCount: true,
      },
      {
        type: 'specific',
        facetId: 'solutions',
        field: 'solutions',
        numberOfValues: 999,
        sortCriteria: 'alphanumeric',
        currentValues: [],
        injectionDepth: 1000,
      },
      {
        type: 'numericalRange',
        facetId: 'power',
        field: 'power',
        generateAutomaticRanges: true,
        numberOfValues: 5,
        currentValues: [],
        injectionDepth: 1000,
      },
    ],
    groupBy: [{ field: '@herotemplatename', maxNumberOfValues: 20, injectionDepth: 10000, constantQueryOverride: '@language==en' }],
  });

  const coldStarted = performance.now();
  await call('', request(0), token);
  const coldMs = Math.round(performance.now() - coldStarted);
  for (let i = 1; i < 20; i++) await call('', request(i), token);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await call('', request(i), token);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] as number).toFixed(1);
  console.log(
    `index: ${documents} documents (catalog of ${products} master products), seeded in ${seedMs} ms; first search (loads the index) ${coldMs} ms`,
  );
  console.log(
    `${requests} search requests (q + 3 facets incl. a numeric range + group-by): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
  app.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
