import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntryContext } from 'react-router';

/**
 * build/client beside build/server, from wherever in the server bundle this module lands: the
 * entry (build/server/index.js) or, once lazy chunks share code with it, a chunk in
 * build/server/assets/ (then `../client` would be build/server/client, nothing would be inlined
 * and pages would show unstyled until the first navigation).
 */
export function clientDirectoryOf(moduleDirectory: string): string {
  const parts = moduleDirectory.split(path.sep);
  const server = parts.lastIndexOf('server');
  return server > 0 ? path.join(parts.slice(0, server).join(path.sep) || path.sep, 'client') : path.resolve(moduleDirectory, '../client');
}

const clientDirectory = clientDirectoryOf(path.dirname(fileURLToPath(import.meta.url)));
const files = new Map<string, Promise<string>>();

function cssFile(href: string): Promise<string> {
  let text = files.get(href);
  if (!text) {
    // Only fingerprinted files of the build: an href outside it reads as nothing.
    const file = path.join(clientDirectory, href);
    text = file.startsWith(clientDirectory + path.sep) ? readFile(file, 'utf8').catch(() => '') : Promise.resolve('');
    files.set(href, text);
  }
  return text;
}

/**
 * The stylesheet hrefs of the matched routes, in route order (root first). React Router marks
 * stylesheets of shared chunks with a trailing '#' in its manifest: that is not part of the file.
 */
export function routeStylesheets(context: EntryContext): string[] {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href.replace(/[#?].*$/, ''));
  }
  return [...hrefs];
}

/** Their text, joined; files are read once per process. */
export async function criticalCss(context: EntryContext): Promise<string> {
  const texts = await Promise.all(routeStylesheets(context).map(cssFile));
  return texts.join('\n');
}
