import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BRAND_IDS, type BrandId } from './brands.ts';
import { stackPorts, type PortPlan } from './ports.ts';
import { workspaceRoot } from './workspace.ts';

/**
 * What the e2e suite and the quality gates run against: local-services (its own database file)
 * and the production build of each brand (`apps/site/server/serve.ts apps/{id}/build`) against it,
 * on the ports of a port plan. Playwright starts these servers itself (its `webServer` entries
 * are made from `stackServers`); the gates start them with `startStack`.
 */
export interface ServerSpec {
  /** 'local-services' or the brand id. */
  name: string;
  /** Arguments to Node, run from the workspace root. */
  args: string[];
  env: Record<string, string>;
  /** Answers 200 once the server is up. */
  healthUrl: string;
  port: number;
}

export interface StackOptions {
  /** The brands to start (every brand when unset). */
  brands?: readonly BrandId[];
  /** Extra environment for the brand servers (e.g. cache TTLs, timeouts). */
  env?: Record<string, string>;
  /** Extra environment for one brand's server only, over `env` (e.g. a tag manager container on one brand). */
  brandEnv?: Partial<Record<BrandId, Record<string, string>>>;
}

/** local-services first, then one server per brand. */
export function stackServers(
  plan: PortPlan,
  options: StackOptions = {},
): { localServices: ServerSpec; brands: Array<ServerSpec & { id: BrandId; url: string }> } {
  const ports = stackPorts(plan);
  const localServices: ServerSpec = {
    name: 'local-services',
    args: ['tools/local-services/src/main.ts', '--port', String(ports.localServicesPort), '--db', ports.database],
    env: {},
    healthUrl: `${ports.localServicesUrl}/health`,
    port: ports.localServicesPort,
  };
  const brands = (options.brands ?? BRAND_IDS).map((id) => ({
    id,
    name: id,
    url: ports.brandUrl(id),
    args: ['apps/site/server/serve.ts', `apps/${id}/build`],
    env: {
      PORT: String(ports.brandPort(id)),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITECORE_API_URL: ports.localServicesUrl,
      ...options.env,
      ...options.brandEnv?.[id],
    },
    healthUrl: `${ports.brandUrl(id)}/healthz`,
    port: ports.brandPort(id),
  }));
  return { localServices, brands };
}

/** A shell command line for a server (Playwright's webServer runs a command). */
export function serverCommand(server: ServerSpec): string {
  return ['node', ...server.args].join(' ');
}

export interface RunningBrand {
  id: BrandId;
  url: string;
  process: ChildProcess;
}

export interface Stack {
  brands: RunningBrand[];
  localServicesUrl: string;
  stop(): Promise<void>;
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

function start(server: ServerSpec, verbose: boolean): ChildProcess {
  const child = spawn(process.execPath, server.args, {
    cwd: workspaceRoot,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (verbose) process.stderr.write(`[${server.name}] ${chunk}`);
  });
  return child;
}

/**
 * Starts local-services and the brands' production servers and waits until each answers its
 * health URL. Builds must exist (the Nx targets depend on the brands' build targets).
 * `verbose` passes the servers' stderr through.
 */
export async function startStack(plan: PortPlan, options: StackOptions & { verbose?: boolean } = {}): Promise<Stack> {
  const servers = stackServers(plan, options);
  for (const brand of servers.brands) {
    if (!existsSync(path.join(workspaceRoot, `apps/${brand.id}/build/server/index.js`))) {
      throw new Error(`No production build of ${brand.id}: run \`npx nx build ${brand.id}\` (the Nx targets do it for you).`);
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
  const verbose = options.verbose ?? false;
  try {
    const services = start(servers.localServices, verbose);
    children.push(services);
    await waitFor(servers.localServices.healthUrl, services, 'local-services');
    const running = servers.brands.map((brand) => {
      const child = start(brand, verbose);
      children.push(child);
      return { id: brand.id, url: brand.url, process: child, healthUrl: brand.healthUrl };
    });
    await Promise.all(running.map((brand) => waitFor(brand.healthUrl, brand.process, brand.id)));
    return {
      brands: running.map(({ id, url, process }) => ({ id, url, process })),
      localServicesUrl: stackPorts(plan).localServicesUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
