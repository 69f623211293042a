import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntryContext } from 'react-router';
import { STYLESHEET_ORDER_FILE } from '../../vite.stylesheet-order';

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

/** The text of the route stylesheets (routeStylesheets), joined; files are read once per process. */
export async function criticalCss(hrefs: readonly string[]): Promise<string> {
  const texts = await Promise.all(hrefs.map(cssFile));
  return texts.join('\n');
}

/**
 * The stylesheets of the client build's lazy chunks (content blocks, account screens, forms …),
 * with the class names each one styles, in the order the browser would load them
 * (vite.stylesheet-order.ts). Read once per process.
 */
export interface LazyStylesheets {
  /** Stylesheet hrefs ('/assets/quote-x.css') in load order, with their text. */
  readonly sheets: ReadonlyArray<{ href: string; text: string }>;
  /** Class name → the indexes (into `sheets`) of the stylesheets with a selector naming it. */
  readonly byClass: ReadonlyMap<string, readonly number[]>;
}

/** A class selector's name: `.` then an identifier (a digit after the dot is a number, `.5rem`). */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

export function indexStylesheets(sheets: ReadonlyArray<{ href: string; text: string }>): LazyStylesheets {
  const byClass = new Map<string, number[]>();
  sheets.forEach(({ text }, index) => {
    // Only selectors: declarations (between '{' and '}') may hold `url(x.png)` or `1.5em`.
    for (const selectors of text.replace(/\{[^{}]*\}/g, '{}').split(/[{}]/)) {
      for (const [, name] of selectors.matchAll(CLASS_SELECTOR)) {
        const owners = byClass.get(name!) ?? [];
        if (owners.at(-1) !== index) owners.push(index);
        byClass.set(name!, owners);
      }
    }
  });
  return { sheets, byClass };
}

let lazyStylesheets: Promise<LazyStylesheets> | undefined;

/** The build's stylesheets in load order (a build without the order file has none to add). */
export function loadLazyStylesheets(): Promise<LazyStylesheets> {
  lazyStylesheets ??= readFile(path.join(clientDirectory, STYLESHEET_ORDER_FILE), 'utf8')
    .then((json) => (JSON.parse(json) as string[]).map((file) => `/${file}`))
    .catch(() => [])
    .then(async (hrefs) => indexStylesheets(await Promise.all(hrefs.map(async (href) => ({ href, text: await cssFile(href) })))));
  return lazyStylesheets;
}

const CLASS_ATTRIBUTE = Buffer.from(' class="');
const QUOTE = 0x22;

/**
 * The stylesheets whose classes the document's HTML uses, in load order, leaving out the route
 * stylesheets already inlined. A lazy block rendered on the server is styled at the first paint
 * though its code arrives after hydration; a block the page does not hold costs nothing. The
 * attribute values are decoded one by one, not the whole document.
 */
export function usedLazyStylesheets(
  document: Buffer,
  stylesheets: LazyStylesheets,
  inlined: ReadonlySet<string>,
): Array<{ href: string; text: string }> {
  const used = new Set<number>();
  for (let at = document.indexOf(CLASS_ATTRIBUTE); at !== -1; at = document.indexOf(CLASS_ATTRIBUTE, at + 1)) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = document.indexOf(QUOTE, start);
    if (end === -1) break;
    for (const name of document.toString('latin1', start, end).split(/\s+/)) {
      for (const index of stylesheets.byClass.get(name) ?? []) used.add(index);
    }
    at = end;
  }
  return [...used]
    .sort((a, b) => a - b)
    .map((index) => stylesheets.sheets[index]!)
    .filter(({ href }) => !inlined.has(href));
}

const CRITICAL_STYLE = Buffer.from(' data-critical-css="">');
const STYLE_END = Buffer.from('</style>');

/**
 * The document with the lazy stylesheets' text added at the end of its inline route CSS (root.tsx's
 * `<style data-critical-css>`), and after it, for every stylesheet inlined (route and lazy), a
 * `<link rel="stylesheet" disabled>`: the browser does not fetch it, and Vite's loader, which skips
 * a stylesheet a link already names, then does not add it again when a lazy chunk loads after
 * hydration. Before, each such chunk brought its CSS (and the route's, 20 KB) a second time, and
 * every arriving stylesheet restyled the whole page. React's hydration skips the links (extra
 * elements in <head>); a client-side navigation still renders the routes' links (root.tsx).
 */
export function inlineStylesheets(
  document: Buffer,
  lazy: ReadonlyArray<{ href: string; text: string }>,
  inlinedHrefs: Iterable<string>,
): Buffer {
  const style = document.indexOf(CRITICAL_STYLE);
  const end = style === -1 ? -1 : document.indexOf(STYLE_END, style);
  if (end === -1) return document;
  const after = end + STYLE_END.length;
  const links = [...inlinedHrefs, ...lazy.map(({ href }) => href)]
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled=""/>`)
    .join('');
  const css = lazy.map(({ text }) => `\n${text}`).join('');
  return Buffer.concat([
    document.subarray(0, end),
    Buffer.from(css),
    document.subarray(end, after),
    Buffer.from(links),
    document.subarray(after),
  ]);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
