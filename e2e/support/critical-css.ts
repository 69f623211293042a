import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { E2eBrand } from './brands';

const WORKSPACE = path.resolve(import.meta.dirname, '../..');
const builtCss = new Map<string, string>();

/** Every stylesheet of a brand's production build, as one text (read once per worker). */
function brandCss(brand: Pick<E2eBrand, 'id'>): string {
  const known = builtCss.get(brand.id);
  if (known !== undefined) return known;
  const assets = path.join(WORKSPACE, `apps/${brand.id}/build/client/assets`);
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  builtCss.set(brand.id, css);
  return css;
}

/**
 * The CSS-module classes (`_name_hash_line`) of a server-rendered document whose rules exist in the
 * brand's build but not in the document's inline CSS (apps/site/app/document/critical-css.ts): they
 * would come only with a lazy chunk after hydration, and the page would move when they did. A
 * class that only `composes:` another has no rules of its own anywhere and is not listed. The
 * second value counts the module classes found, so a test can tell that it looked at a real page.
 */
export function classesStyledOnlyLater(html: string, brand: Pick<E2eBrand, 'id'>): { unstyled: string[]; classCount: number } {
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => match[1]!.split(/\s+/))
      .filter((name) => /^_[\w-]+_[a-z0-9]{5}_\d+$/.test(name)),
  );
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const all = brandCss(brand);
  const ruleOf = (name: string) => new RegExp(`\\.${name}(?![\\w-])`);
  const unstyled = [...classes].filter((name) => ruleOf(name).test(all) && !ruleOf(name).test(inline));
  return { unstyled, classCount: classes.size };
}
