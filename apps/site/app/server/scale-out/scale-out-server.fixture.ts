/**
 * A small stand-in for the production server in the scale-out tests (scale-out.test.ts): the
 * sign-in limit with the shared store, /readyz and the SIGTERM drain, wired as server/serve.ts
 * wires them, without a brand build (starts in well under a second). Run with Node 24:
 * `node scale-out-server.fixture.ts`. Environment: the site's (SITECORE_API_URL is the upstream
 * whose `/slow` it relays; REDIS_URL; DRAIN_TIMEOUT_MS) and SIGN_IN_RATE_LIMIT. Prints
 * `{"listening":<port>}` once it listens on a free port of 127.0.0.1.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parseEnv } from '../runtime/env.server.ts';
import { signInLimitSettings, signInRateLimit } from '../session/sign-in-limit.server.ts';
import { drainOnSignals } from './drain.server.ts';
import { rateLimitStores } from './rate-limit-store.server.ts';
import { serverReadiness } from './readiness.server.ts';

const config = parseEnv(process.env);
const stores = rateLimitStores(config.REDIS_URL, 'test');
const ready = serverReadiness(config, stores);
const drain = drainOnSignals({ timeoutMs: config.DRAIN_TIMEOUT_MS, onDrain: () => ready.drain(), cleanUp: () => stores.close() });

const app = express();
app.use(drain.track);
app.get('/readyz', (req, res) => ready.handle(req, res));
const signInLimit = signInRateLimit(signInLimitSettings(process.env), stores.storeFor('sign-in'));
if (signInLimit) app.use(signInLimit);
app.get('/login', (_req, res) => {
  res.type('text/plain').send('sign-in');
});
app.get('/slow', async (_req, res) => {
  const answer = await fetch(`${config.SITECORE_API_URL}/slow`);
  res.type('text/plain').send(await answer.text());
});

const server = app.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ listening: (server.address() as AddressInfo).port }));
});
drain.attach(server);
