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

/** Their text, joined; files are read once per process. */
export async function criticalCss(context: EntryContext): Promise<string> {
  const texts = await Promise.all(routeStylesheets(context).map(cssFile));
  return texts.join('\n');
}

/**
 * The stylesheets of the client build's lazy chunks (content blocks, account screens, forms …),
 * with the class names each one styles, in the order the browser would load them
 * (vite.stylesheet-order.ts). Read once per process.
 */
export interface LazyStylesheets {
  /** Stylesheet hrefs ('assets/quote-x.css') in load order, with their text. */
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
    .then((json) => JSON.parse(json) as string[])
    .catch(() => [])
    .then(async (hrefs) => indexStylesheets(await Promise.all(hrefs.map(async (href) => ({ href, text: await cssFile(`/${href}`) })))));
  return lazyStylesheets;
}

const CLASS_ATTRIBUTE = Buffer.from(' class="');
const QUOTE = 0x22;

/**
 * The text of the stylesheets whose classes the document's HTML uses, in load order, leaving out
 * the route stylesheets already inlined. A lazy block rendered on the server is styled at the first
 * paint though its code (and its stylesheet link) arrives after hydration; a block the page does
 * not hold costs nothing. The attribute values are decoded one by one, not the whole document.
 */
export function usedLazyCss(document: Buffer, stylesheets: LazyStylesheets, inlined: ReadonlySet<string>): string {
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
    .filter(({ href }) => !inlined.has(`/${href}`))
    .map(({ text }) => text)
    .join('\n');
}

const CRITICAL_STYLE = Buffer.from(' data-critical-css="">');
const STYLE_END = Buffer.from('</style>');

/** The document with `css` added at the end of its inline route CSS (root.tsx's `<style data-critical-css>`). */
export function appendCriticalCss(document: Buffer, css: string): Buffer {
  if (css === '') return document;
  const style = document.indexOf(CRITICAL_STYLE);
  const end = style === -1 ? -1 : document.indexOf(STYLE_END, style);
  if (end === -1) return document;
  return Buffer.concat([document.subarray(0, end), Buffer.from(`\n${css}`), document.subarray(end)]);
}
