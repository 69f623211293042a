/**
 * `npm run bench:ssr`: SSR throughput of one brand's production server on loopback.
 * For the home, a content, a product and a downloads page: 50 connections for 30 s (`--duration 10`
 * to shorten), then the same HTML as a static file served by the same Node process, as the floor. Prints req/s,
 * p50/p95/p99 latency, the time to first byte (median of single requests sent one at a time beside
 * the load, on a connection of their own), errors and the server's peak RSS, and the SSR cost as a
 * ratio to the floor. Fails when a page's SSR throughput is under its share of the floor
 * (SSR_FLOOR_SHARE, lib/ssr-floor.ts). `--accept-encoding br` asks as browsers do (the server then
 * compresses every answer; the floor's too); without it nothing is compressed, as in the figures of
 * issue 30. Runs with the server's default in-process caches (layout 10 s, dictionary 60 s, product data 10 s).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { workspaceRoot } from '@mbw/testing';
import { startStack } from './lib/stack.ts';
import { BENCH_PAGES } from './lib/pages.ts';
import { percentile } from './lib/stats.ts';
import { recordGateFigures, runDate, runLabel } from './lib/docs-figures.ts';
import { printReport, type Row } from './lib/table.ts';
import { ssrFloorFailures, type SsrMeasurement } from './lib/ssr-floor.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    'write-docs': { type: 'boolean' },
    'accept-encoding': { type: 'string' },
  },
});
const HEADERS: Record<string, string> = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {};
const DURATION_S = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const BRAND = 'technologies';

/** Resident set size of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  peakRssMb: number;
  ttfb: number;
}

/** Time to the first byte of one request on a connection of its own (the body is read to the end). */
function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent: false, headers: HEADERS }, (response) => {
        const first = performance.now() - started;
        response.resume();
        response.on('end', () => resolve(first));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function load(url: string, pid: number): Promise<Measured> {
  // Warm-up: caches, JIT, keep-alive connections.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS });
  const latencies: number[] = [];
  let peakRssMb = rssMb(pid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }, 200);
  // One request at a time beside the load: how long a visitor waits for the first byte meanwhile.
  const firstBytes: number[] = [];
  let loading = true;
  const prober = (async () => {
    while (loading) {
      firstBytes.push(await timeToFirstByte(url).catch(() => Number.NaN));
      await sleep(100);
    }
  })();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS }, (error, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
  clearInterval(sampler);
  loading = false;
  await prober;
  const answered = firstBytes.filter((ms) => Number.isFinite(ms));
  return {
    ttfb: answered.length > 0 ? percentile(answered, 50) : Number.NaN,
    rps: result.requests.total / DURATION_S,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    peakRssMb,
  };
}

const stack = await startStack({ brands: [BRAND] });
const server = stack.brands[0]!;
const staticDir = path.join(workspaceRoot, `apps/${BRAND}/build/client/__bench`);
try {
  const rows: Row[] = [];
  const measurements: SsrMeasurement[] = [];
  for (const measured of BENCH_PAGES) {
    // The product URL redirects to its default variant: the bench loads the page it lands on.
    const landing = await fetch(`${server.url}${measured.path(BRAND)}`);
    if (landing.status !== 200) throw new Error(`${measured.name}: ${measured.path(BRAND)} answered ${landing.status}`);
    const page = { name: measured.name, path: new URL(landing.url).pathname };
    const html = await landing.text();
    mkdirSync(staticDir, { recursive: true });
    const file = `${page.name.replace(/\W+/g, '-')}.html`;
    writeFileSync(path.join(staticDir, file), html);

    const ssr = await load(`${server.url}${page.path}`, server.process.pid!);
    const floor = await load(`${server.url}/__bench/${file}`, server.process.pid!);
    const row = (what: string, m: Measured, ratio: string): Row => ({
      request: what,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50.toFixed(1),
      'p95 ms': m.p95.toFixed(1),
      'p99 ms': m.p99.toFixed(1),
      'TTFB ms': m.ttfb.toFixed(1),
      errors: m.errors,
      'peak RSS MB': Math.round(m.peakRssMb),
      'SSR cost': ratio,
    });
    rows.push(row(`SSR ${page.name} (${page.path})`, ssr, `${(floor.rps / ssr.rps).toFixed(1)}× the floor`));
    rows.push(row(`static copy (floor)`, floor, '1.0×'));
    measurements.push({ page: measured.name, ssrRps: ssr.rps, staticRps: floor.rps });
  }
  const errors = rows.reduce((sum, row) => sum + (typeof row['errors'] === 'number' ? row['errors'] : 0), 0);
  printReport(
    `SSR throughput: ${BRAND}, ${CONNECTIONS} connections, ${DURATION_S} s, loopback, ${new Date().toISOString().slice(0, 10)}`,
    ['request', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'TTFB ms', 'errors', 'peak RSS MB', 'SSR cost'],
    rows,
    `SSR cost = static req/s ÷ SSR req/s for the same HTML from the same process. TTFB: median of single requests beside the load. ${errors} failed requests.`,
  );
  const floorFailures = ssrFloorFailures(measurements);
  for (const failure of floorFailures) console.error(`SSR floor: ${failure}`);
  recordGateFigures([
    {
      gate: 'bench:ssr',
      date: runDate(),
      run: runLabel(false),
      host: `${CONNECTIONS} connections, ${DURATION_S} s, loopback${values['accept-encoding'] ? `, accept-encoding ${values['accept-encoding']}` : ''}`,
      figures: `${rows
        .filter((row) => String(row['request']).startsWith('SSR '))
        .map(
          (row) =>
            `${String(row['request']).replace(/^SSR (.*?) \(.*$/, '$1')}: ${row['req/s']} req/s, p95 ${row['p95 ms']} ms, p99 ${row['p99 ms']} ms, TTFB ${row['TTFB ms']} ms, ${row['SSR cost']}`,
        )
        .join('; ')}; ${errors} failed requests${floorFailures.length > 0 ? `; under the SSR floor: ${floorFailures.join(', ')}` : ''}`,
      passed: errors === 0 && floorFailures.length === 0,
    },
  ]);
  process.exitCode = errors > 0 || floorFailures.length > 0 ? 1 : 0;
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await stack.stop();
}
