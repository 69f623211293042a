/**
 * tools/local-services: one process that answers every external contract the brand apps use,
 * backed by one SQLite file. Run with Node 24 (type stripping, node:sqlite):
 *   node tools/local-services/src/main.ts [--port 4010] [--db tmp/local-services/local.sqlite] [--products 300] [--draw-pictures]
 * Environment: LOCAL_SERVICES_PORT, LOCAL_SERVICES_DB, LOCAL_SERVICES_PRODUCTS, SITECORE_API_KEY, COVEO_API_KEY.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICE_NAME, createApp } from './app.ts';
import { openDatabase } from './database.ts';
import { PictureStore } from './media/picture-store.ts';

const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `[${SERVICE_NAME}] Node ${process.versions.node} is running, but this workspace needs Node 24.\n` +
      '  Run it through npm scripts or `npx nx`, which put the pinned Node 24 from node_modules first on PATH.',
  );
  process.exit(1);
}

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['LOCAL_SERVICES_PORT'] ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: process.env['LOCAL_SERVICES_DB'] ?? path.join(workspaceRoot, 'tmp/local-services/local.sqlite') },
    products: { type: 'string', default: process.env['LOCAL_SERVICES_PRODUCTS'] ?? '300' },
    // Seed the database, draw the media library's pictures, and exit (CI runs it beside the builds).
    'draw-pictures': { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const products = Number(values.products);
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port must be a TCP port, got ${values.port}`);
if (!Number.isInteger(products) || products < 1) throw new Error(`--products must be a positive integer, got ${values.products}`);
const apiKey = process.env['SITECORE_API_KEY'] ?? 'local-sitecore-api-key';
const baseUrl = `http://${values.host}:${port}`;

/** One folder for every database of the checkout: a picture's file depends only on its name and size. */
const mediaCacheDir = path.join(workspaceRoot, 'tmp/local-services/media');

if (values['draw-pictures']) {
  const started = performance.now();
  const { db } = openDatabase(path.resolve(values.db), { products });
  const { pictures, ms } = await new PictureStore({ db, cacheDir: mediaCacheDir }).warm();
  console.log(
    `[${SERVICE_NAME}] media: the pictures of ${pictures} image fields ready in ${ms} ms (${Math.round(performance.now() - started)} ms with the database)`,
  );
  process.exit(0);
}

/** When another local-services already answers on the port (a second `nx serve <brand>`), reuse it. */
async function alreadyRunning(): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { service?: string };
    return body.service === SERVICE_NAME;
  } catch {
    return false;
  }
}

if (await alreadyRunning()) {
  console.log(`[${SERVICE_NAME}] already running at ${baseUrl}; using that one.`);
  // Stay alive so the Nx task that started us keeps running alongside the brand app.
  setInterval(() => undefined, 1 << 30);
} else {
  const started = performance.now();
  const { db, seeded } = openDatabase(path.resolve(values.db), { products });
  const { server } = createApp(db, {
    apiKey,
    coveoApiKey: process.env['COVEO_API_KEY'] ?? 'local-coveo-api-key',
    warmSearchIndex: true,
    mediaCacheDir,
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`[${SERVICE_NAME}] cannot listen on ${baseUrl}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  server.listen(port, values.host, () => {
    const ms = Math.round(performance.now() - started);
    console.log(`[${SERVICE_NAME}] listening on ${baseUrl} (${seeded ? 'seeded' : 'reused'} ${values.db}, ${ms} ms)`);
  });
  const stop = () => {
    server.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
