/**
 * What a built chunk is made of, from its source map: the bytes of the generated code each source
 * produced, grouped by who owns the source (a package, a lib folder, a site app folder). The JS
 * budget's per-route report (bundle-report.ts) names what a page's first load carries with it.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Map([...BASE64].map((char, index) => [char, index]));

/** One source-map segment's fields (Base64 VLQ, relative values as written). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VALUES.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

export interface SourceMapLike {
  sources: readonly (string | null)[];
  mappings: string;
}

/**
 * Code no mapping attributes: in our chunks mostly the class-name maps of CSS modules (Vite's CSS
 * plugin writes them without a source map) and the bundler's preload glue.
 */
export const UNMAPPED = '(unmapped: CSS-module maps, glue)';

/** Generated characters per source (code a mapping does not attribute: UNMAPPED). */
export function bytesPerSource(code: string, map: SourceMapLike): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (source: string, count: number) => {
    if (count > 0) bytes.set(source, (bytes.get(source) ?? 0) + count);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    let covered = 0;
    let owner = UNMAPPED;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      const next = column + (fields[0] ?? 0);
      add(owner, next - covered);
      covered = next;
      column = next;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        owner = map.sources[sourceIndex] ?? UNMAPPED;
      } else owner = UNMAPPED;
    }
    add(owner, line.length - covered);
  });
  return bytes;
}

/**
 * Who a source belongs to: a package (`valibot`, `@lingui/core`), a lib folder
 * (`libs/shop/cart/state`), a site app folder (`site/i18n`), or the bundler's own code.
 */
export function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.slice(modules))?.[1] ?? source;
  const lib = /(?:^|\/)(libs\/(?:shop\/|search\/)?[^/]+)\/(?:src\/(?:lib\/)?)?([^/]+)/.exec(source);
  if (lib) return `${lib[1]}/${lib[2]?.replace(/\.[tj]sx?$/, '')}`;
  const site = /(?:^|\/)apps\/site\/app\/([^/]+)/.exec(source);
  if (site) return `site/${site[1]?.replace(/\.[tj]sx?$/, '')}`;
  return source.startsWith('\0') || source.includes('rolldown') ? '(bundler)' : source;
}

/** Sums bytes by owner. */
export function byOwner(bytes: ReadonlyMap<string, number>): Map<string, number> {
  const owners = new Map<string, number>();
  for (const [source, count] of bytes) owners.set(ownerOf(source), (owners.get(ownerOf(source)) ?? 0) + count);
  return owners;
}
