import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts what the quality checks measure: local-services and the production builds of the brands,
 * on their own ports (4210, 3200–3203) and database file, so they never collide with `nx serve`
 * or the e2e suite. Builds must exist (the Nx targets depend on the brands' build targets).
 * QUALITY_PORT_OFFSET moves every port (two checkouts on one machine, each with its own offset).
 */
export const BRAND_IDS = ['technologies', 'group', 'sensor', 'welding-tools'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
const PORT_OFFSET = Number(process.env['QUALITY_PORT_OFFSET'] ?? '0');
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 50_000) throw new Error(`QUALITY_PORT_OFFSET must be a whole number from 0 to 50000, not ${process.env['QUALITY_PORT_OFFSET']}`);
const LOCAL_SERVICES_PORT = 4210 + PORT_OFFSET;
export const LOCAL_SERVICES_URL = `http://127.0.0.1:${LOCAL_SERVICES_PORT}`;

export interface RunningBrand {
  id: BrandId;
  url: string;
  process: ChildProcess;
}

export interface Stack {
  brands: RunningBrand[];
  stop(): Promise<void>;
}

export interface StackOptions {
  brands?: readonly BrandId[];
  /** Extra environment for the brand servers (e.g. cache TTLs, timeouts). */
  env?: Record<string, string>;
}

function portOf(id: BrandId): number {
  return 3200 + PORT_OFFSET + BRAND_IDS.indexOf(id);
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it answered ${url}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${name} did not answer ${url} within 30 s`);
}

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: workspaceRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env['QUALITY_VERBOSE']) process.stderr.write(`[${name}] ${chunk}`);
  });
  return child;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const brands = options.brands ?? BRAND_IDS;
  for (const id of brands) {
    if (!existsSync(path.join(workspaceRoot, `apps/${id}/build/server/index.js`))) {
      throw new Error(`No production build of ${id}: run \`npx nx build ${id}\` (the quality targets do it for you).`);
    }
  }
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const services = start('local-services', ['tools/local-services/src/main.ts', '--port', String(LOCAL_SERVICES_PORT), '--db', 'tmp/quality/local-services.sqlite'], {});
    children.push(services);
    await waitFor(`${LOCAL_SERVICES_URL}/health`, services, 'local-services');
    const running = brands.map((id) => {
      const child = start(id, ['apps/site/server/serve.ts', `apps/${id}/build`], {
        PORT: String(portOf(id)),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SITECORE_API_URL: LOCAL_SERVICES_URL,
        ...options.env,
      });
      children.push(child);
      return { id, url: `http://127.0.0.1:${portOf(id)}`, process: child };
    });
    await Promise.all(running.map((brand) => waitFor(`${brand.url}/healthz`, brand.process, brand.id)));
    return { brands: running, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function setFault(service: string, mode: 'slow' | 'down' | 'error', delayMs = 5000): Promise<void> {
  const response = await fetch(`${LOCAL_SERVICES_URL}/__faults/${service}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, delayMs }),
  });
  if (!response.ok) throw new Error(`Could not set fault ${service}: ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${LOCAL_SERVICES_URL}/__faults`, { method: 'DELETE' });
}
