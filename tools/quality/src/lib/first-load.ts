/**
 * A production build's first-load JavaScript and what it is made of (issue 30): the files React
 * Router names for a route (its route manifest), and each file's gzip bytes shared among the
 * packages and folders its hidden source map says produced it, in proportion to their generated
 * bytes (an approximation: gzip does not compress each part alike). Used by the per-route report
 * (bundle-report.ts) and the JS budget (perf.ts), so a regression has a name.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { workspaceRoot } from '@mbw/testing';
import { byOwner, bytesPerSource, type SourceMapLike } from './chunk-sources.ts';

export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}
export interface RouterManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

export function routerManifest(clientDir: string): RouterManifest {
  const file = readdirSync(path.join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${clientDir}/assets: build the brand first.`);
  const text = readFileSync(path.join(clientDir, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as RouterManifest;
}

/** The files of a route's first load: the entry's, then each route's from the root down. */
export function firstLoadFiles(manifest: RouterManifest, routeId: string): string[] {
  const chain: RouteEntry[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    chain.unshift(route);
  return [
    ...new Set([manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])])]),
  ];
}

export interface FileFacts {
  gzipBytes: number;
  owners: Map<string, number>;
}

export function fileFacts(clientDir: string, file: string, cache: Map<string, FileFacts>): FileFacts {
  const known = cache.get(file);
  if (known) return known;
  const onDisk = path.join(clientDir, file);
  const code = readFileSync(onDisk, 'utf8');
  const gzipBytes = gzipSync(code).length;
  const owners = new Map<string, number>();
  if (existsSync(`${onDisk}.map`)) {
    const map = JSON.parse(readFileSync(`${onDisk}.map`, 'utf8')) as SourceMapLike;
    const sources = map.sources.map((source) =>
      source ? path.relative(workspaceRoot, path.resolve(path.dirname(onDisk), source)) : source,
    );
    const raw = byOwner(bytesPerSource(code, { ...map, sources }));
    const total = [...raw.values()].reduce((sum, count) => sum + count, 0) || 1;
    for (const [owner, count] of raw) owners.set(owner, (count / total) * gzipBytes);
  } else owners.set(`(no map: ${path.basename(file)})`, gzipBytes);
  const facts = { gzipBytes, owners };
  cache.set(file, facts);
  return facts;
}

/** A page route's first load: gzip bytes and the owners' shares, largest first. */
export function routeReport(clientDir: string, manifest: RouterManifest, routeId: string, cache = new Map<string, FileFacts>()) {
  const files = firstLoadFiles(manifest, routeId);
  const owners = new Map<string, number>();
  let gzipBytes = 0;
  for (const file of files) {
    const facts = fileFacts(clientDir, file, cache);
    gzipBytes += facts.gzipBytes;
    for (const [owner, bytes] of facts.owners) owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  }
  return { files, gzipBytes, owners: [...owners].sort((a, b) => b[1] - a[1]) };
}

/** Page routes' owners, largest first, leaving out the framework every page has (for a budget table's column). */
export function largestAppOwners(owners: ReadonlyArray<readonly [string, number]>, count: number): string {
  const framework = /^(react|react-dom|react-router|scheduler|use-sync-external-store)$/;
  return owners
    .filter(([owner]) => !framework.test(owner))
    .slice(0, count)
    .map(([owner, bytes]) => `${owner} ${(bytes / 1024).toFixed(1)}`)
    .join(', ');
}
