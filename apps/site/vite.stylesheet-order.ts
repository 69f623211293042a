/**
 * The order the server inlines stylesheets in (docs/decisions/page-critical-css.md).
 *
 * A lazy chunk's CSS (a content block's, a screen's) is not part of any route's stylesheet: the
 * server inlines it when the page's HTML uses one of its classes (critical-css.server.ts). Two
 * modules' rules of equal specificity on one element (a block's class on a ui component) must
 * then come in the order Vite's loader gives them in the browser: a chunk's imports' CSS before
 * its own. This plugin writes that order for every stylesheet of the client build, depth first
 * from the entries, to `.vite/stylesheet-order.json` in build/client (not served: serve.ts serves
 * no dot folder; React Router's manifest cleanup keeps a non-empty .vite folder).
 */
import type { Plugin } from 'vite';

export const STYLESHEET_ORDER_FILE = '.vite/stylesheet-order.json';

/** What the order is computed from: the client bundle's chunks, as Rolldown writes them. */
export interface OrderChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  css: readonly string[];
}

/** Every stylesheet once, a chunk's static imports' before its own; then the chunks it loads lazily. */
export function stylesheetOrder(chunks: readonly OrderChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visited = new Set<string>();
  const order = new Set<string>();
  const visit = (chunk: OrderChunk | undefined) => {
    if (!chunk || visited.has(chunk.fileName)) return;
    visited.add(chunk.fileName);
    for (const imported of chunk.imports) visit(byFile.get(imported));
    for (const css of chunk.css) order.add(css);
    for (const imported of chunk.dynamicImports) visit(byFile.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  for (const chunk of chunks) if (chunk.isDynamicEntry) visit(chunk);
  return [...order];
}

export function stylesheetOrderPlugin(): Plugin {
  return {
    name: 'mbw:stylesheet-order',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: OrderChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({ type: 'asset', fileName: STYLESHEET_ORDER_FILE, source: JSON.stringify(stylesheetOrder(chunks)) });
    },
  };
}
