/**
 * Scale-out, end to end in processes (issue 29): two server processes and a real Redis share one
 * sign-in budget; without Redis each process counts its own; a Redis that hangs or dies is never
 * waited for; /readyz waits for the upstreams; SIGTERM lets the request in flight finish.
 *
 * The servers are scale-out-server.fixture.ts (serve.ts's wiring of the same modules, no brand
 * build). Redis is Debian's redis-server on a free port with a temporary directory; where it is
 * not installed (`node tools/scripts/ensure-redis.mjs` installs it; `npm test` runs that first)
 * the Redis tests are skipped with that message. Nothing here depends on timing beyond generous
 * upper bounds: every wait is for a line, an answer or an exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TOO_MANY_SIGN_INS } from '../session/sign-in-limit.server';

const FIXTURE = path.join(import.meta.dirname, 'scale-out-server.fixture.ts');
const REDIS_SERVER = process.env['REDIS_SERVER_PATH'] ?? '/usr/bin/redis-server';
const HAVE_REDIS = existsSync(REDIS_SERVER);
const NO_REDIS = `${REDIS_SERVER} is not installed: the shared rate-limit tests are skipped (node tools/scripts/ensure-redis.mjs installs it)`;
if (!HAVE_REDIS) console.warn(NO_REDIS);

/** Generous: CI is a loaded two-core machine. A test waits several times, so its own limit is larger. */
const PATIENCE_MS = 20_000;
const TEST_TIMEOUT_MS = 90_000;
const LIMIT = 4;

const cleanUps: Array<() => void> = [];
afterEach(() => {
  for (const cleanUp of cleanUps.splice(0).reverse()) cleanUp();
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves when `predicate` holds for a line the process has written (or already wrote). */
function lineFrom(lines: string[], emitter: NodeJS.EventEmitter, predicate: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const found = lines.find(predicate);
    if (found !== undefined) return resolve(found);
    const timer = setTimeout(() => reject(new Error(`no such line within ${PATIENCE_MS} ms:\n${lines.join('\n')}`)), PATIENCE_MS);
    const onLine = (line: string) => {
      if (!predicate(line)) return;
      clearTimeout(timer);
      emitter.off('line', onLine);
      resolve(line);
    };
    emitter.on('line', onLine);
  });
}

interface Child {
  child: ChildProcess;
  lines: string[];
  waitFor(predicate: (line: string) => boolean): Promise<string>;
  exited: Promise<number | null>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const emitter = new EventEmitter();
  let rest = '';
  const onData = (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      emitter.emit('line', line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // 'close': the process ended and its output has been read to the end.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  cleanUps.push(() => child.kill('SIGKILL'));
  return { child, lines, exited, waitFor: (predicate) => lineFrom(lines, emitter, predicate) };
}

async function startRedis(port?: number) {
  const redisPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scale-out-redis-'));
  cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
  const redis = run(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { PATH: process.env['PATH'] },
  );
  await redis.waitFor((line) => line.includes('Ready to accept connections'));
  return { ...redis, url: `redis://127.0.0.1:${redisPort}`, port: redisPort };
}

/** The upstream every fixture server names (SITECORE_API_URL): answers at once, except `/slow`, which waits for `release()`. */
async function startUpstream(port = 0) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sawSlow: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (sawSlow = resolve));
  const server = http.createServer((req, res) => {
    if (req.url !== '/slow') return res.end('up');
    sawSlow();
    void released.then(() => res.end('the slow answer'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanUps.push(() => server.closeAllConnections());
  cleanUps.push(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, release, slowArrived };
}

async function startServer(env: Record<string, string>) {
  const server = run(process.execPath, [FIXTURE], {
    PATH: process.env['PATH'],
    SIGN_IN_RATE_LIMIT: String(LIMIT),
    UPSTREAM_TIMEOUT_MS: '1000',
    ...env,
  });
  const line = await server.waitFor((text) => text.startsWith('{"listening"'));
  const { listening } = JSON.parse(line) as { listening: number };
  return { ...server, url: `http://127.0.0.1:${listening}`, port: listening };
}

/** A request on a connection of its own (no pooled keep-alive): status and body, or the connection error. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: PATIENCE_MS }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within ${PATIENCE_MS} ms`)));
    req.on('error', reject);
  });
}

async function untilReady(url: string) {
  await expect.poll(async () => (await get(`${url}/readyz`)).status, { timeout: PATIENCE_MS, interval: 100 }).toBe(200);
}

const events = (lines: string[], event: string) => lines.filter((line) => line.includes(`"event":"${event}"`));

describe.skipIf(!HAVE_REDIS)(HAVE_REDIS ? 'rate limits with REDIS_URL' : `rate limits with REDIS_URL (skipped: ${NO_REDIS})`, () => {
  it(
    'two processes share one budget per client: the (N+1)th sign-in request is refused, whichever process takes it',
    async () => {
      const [redis, upstream] = await Promise.all([startRedis(), startUpstream()]);
      const env = { REDIS_URL: redis.url, SITECORE_API_URL: upstream.url };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      await Promise.all([untilReady(a.url), untilReady(b.url)]);

      const statuses = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await get(`${(i % 2 ? b : a).url}/login`)).status);
      expect(statuses).toEqual(Array(LIMIT).fill(200));
      const refusedA = await get(`${a.url}/login`);
      const refusedB = await get(`${b.url}/login`);
      expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
      expect(refusedA.body).toBe(TOO_MANY_SIGN_INS);
      expect(events([...a.lines, ...b.lines], 'rate-limit.store-unavailable')).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a Redis that hangs or dies is never waited for: each process counts on its own, warns once, and shares again once Redis is back',
    async () => {
      const [redis, upstream] = await Promise.all([startRedis(), startUpstream()]);
      const env = { REDIS_URL: redis.url, SITECORE_API_URL: upstream.url };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      await Promise.all([untilReady(a.url), untilReady(b.url)]);
      expect((await get(`${a.url}/login`)).status).toBe(200); // one hit in Redis

      // Hung: the command times out (COMMAND_TIMEOUT_MS), the process counts by itself.
      redis.child.kill('SIGSTOP');
      expect((await get(`${a.url}/login`)).status).toBe(200);
      await a.waitFor((line) => line.includes('"event":"rate-limit.store-unavailable"'));
      // Dead: refused at once. Each process now has its own budget of LIMIT (the hung request counted in A's).
      redis.child.kill('SIGCONT');
      redis.child.kill('SIGKILL');
      await redis.exited;
      const a1 = [];
      for (let i = 0; i < LIMIT; i++) a1.push((await get(`${a.url}/login`)).status);
      expect(a1).toEqual([...Array(LIMIT - 1).fill(200), 429]);
      const b1 = [];
      for (let i = 0; i < LIMIT + 1; i++) b1.push((await get(`${b.url}/login`)).status);
      expect(b1).toEqual([...Array(LIMIT).fill(200), 429]);
      expect(events(a.lines, 'rate-limit.store-unavailable')).toHaveLength(1);
      expect(a.child.exitCode).toBeNull();

      // Back (an empty Redis on the same port): the processes reconnect and share again.
      await startRedis(redis.port);
      await a.waitFor((line) => line.includes('"event":"rate-limit.store-recovered"'));
      await b.waitFor((line) => line.includes('"event":"rate-limit.store-recovered"'));
      const shared = [];
      for (let i = 0; i < LIMIT + 1; i++) shared.push((await get(`${(i % 2 ? b : a).url}/login`)).status);
      expect(shared).toEqual([...Array(LIMIT).fill(200), 429]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    '/readyz waits for Redis as well as the upstreams; sign-in is answered meanwhile',
    async () => {
      const [upstream, redisPort] = await Promise.all([startUpstream(), freePort()]);
      const server = await startServer({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, SITECORE_API_URL: upstream.url });
      const waiting = await get(`${server.url}/readyz`);
      expect(waiting.status).toBe(503);
      expect(JSON.parse(waiting.body)).toEqual({ status: 'starting', waitingFor: ['rateLimitStore'] });
      expect((await get(`${server.url}/login`)).status).toBe(200);
      await startRedis(redisPort);
      await untilReady(server.url);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('rate limits without REDIS_URL', () => {
  it(
    'each process counts its own budget',
    async () => {
      const upstream = await startUpstream();
      const [a, b] = await Promise.all([startServer({ SITECORE_API_URL: upstream.url }), startServer({ SITECORE_API_URL: upstream.url })]);
      const statuses = [];
      for (let i = 0; i < LIMIT + 1; i++) statuses.push((await get(`${(i % 2 ? b : a).url}/login`)).status);
      // Five requests split over two processes: no process has seen more than its four.
      expect(statuses).toEqual(Array(LIMIT + 1).fill(200));
      const rest = [];
      for (let i = 0; i < 2; i++) rest.push((await get(`${a.url}/login`)).status);
      expect(rest).toEqual([200, 429]);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('/readyz', () => {
  it(
    'answers 503 while an upstream is unreachable and 200 once it answers',
    async () => {
      const port = await freePort();
      const server = await startServer({ SITECORE_API_URL: `http://127.0.0.1:${port}` });
      const waiting = await get(`${server.url}/readyz`);
      expect(waiting.status).toBe(503);
      const body = JSON.parse(waiting.body) as { status: string; waitingFor: string[] };
      expect(body.status).toBe('starting');
      expect(body.waitingFor).toEqual(['sitecore+geoIp+maps+productData+account+identity+shopify+shopAccess+search']);
      expect(waiting.body).not.toContain('127.0.0.1');
      await startUpstream(port);
      await untilReady(server.url);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('SIGTERM', () => {
  it(
    'lets the request in flight finish, refuses new connections, and exits 0',
    async () => {
      const upstream = await startUpstream();
      const server = await startServer({ SITECORE_API_URL: upstream.url });
      const inFlight = get(`${server.url}/slow`);
      await upstream.slowArrived;

      server.child.kill('SIGTERM');
      await server.waitFor((line) => line.includes('"event":"server.draining"'));
      await expect(get(`${server.url}/login`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(server.child.exitCode).toBeNull();

      upstream.release();
      expect(await inFlight).toEqual({ status: 200, body: 'the slow answer' });
      expect(await server.exited).toBe(0);
      expect(events(server.lines, 'server.stopped')[0]).toContain('"drained":true');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'cuts what still runs after DRAIN_TIMEOUT_MS and exits 1',
    async () => {
      const upstream = await startUpstream();
      const server = await startServer({ SITECORE_API_URL: upstream.url, DRAIN_TIMEOUT_MS: '200' });
      const inFlight = get(`${server.url}/slow`).catch((error: unknown) => error);
      await upstream.slowArrived;
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(await inFlight).toBeInstanceOf(Error);
      expect(events(server.lines, 'server.drain-timeout')).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );
});
