import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_IDS, type BrandId } from '@mbw/brand';
import { workspaceRoot } from './workspace.ts';

export { BRAND_IDS, type BrandId };

/**
 * The brands as the e2e suite and the quality gates see them: the ids are `@mbw/brand`'s
 * BRAND_IDS, and every other fact is read from the brand app's own config
 * (`apps/{id}/brand.config.ts`, a `defineBrand` call). There is no other brand list: a brand added
 * to BRAND_IDS with its app is started, tested and measured everywhere.
 */
export interface HarnessBrand {
  id: BrandId;
  /** `displayName` of the brand config. */
  displayName: string;
  /** `shop` of the brand config: the web shop (cart, prices, checkout). */
  shop: boolean;
  /** `theme.primary` of the brand config (#rrggbb). */
  primary: string;
}

/**
 * One fact of a brand config, read from its text. The configs are TypeScript modules that import
 * `@mbw/brand`; reading their text keeps this synchronous and free of the apps' module graph.
 */
export function brandConfigValue(config: string, key: 'displayName' | 'shop' | 'primary', file = 'brand config'): string {
  const value = new RegExp(`^\\s*${key}:\\s*(?:'([^']*)'|(true|false))\\s*,`, 'm').exec(config);
  const found = value?.[1] ?? value?.[2];
  if (found === undefined) throw new Error(`${file} says nothing of ${key}`);
  return found;
}

/** A brand's facts from the text of its `brand.config.ts`. */
export function brandFromConfig(id: BrandId, config: string): HarnessBrand {
  const file = `apps/${id}/brand.config.ts`;
  return {
    id,
    displayName: brandConfigValue(config, 'displayName', file),
    shop: brandConfigValue(config, 'shop', file) === 'true',
    primary: brandConfigValue(config, 'primary', file),
  };
}

/** Every brand, in BRAND_IDS order. */
export const BRANDS: readonly HarnessBrand[] = BRAND_IDS.map((id) =>
  brandFromConfig(id, readFileSync(path.join(workspaceRoot, `apps/${id}/brand.config.ts`), 'utf8')),
);

export function harnessBrand(id: string): HarnessBrand {
  const brand = BRANDS.find((candidate) => candidate.id === id);
  if (!brand) throw new Error(`No brand "${id}" (BRAND_IDS of @mbw/brand: ${BRAND_IDS.join(', ')})`);
  return brand;
}

/** Whether the brand has the shop (its config's `shop`). */
export function isShopBrand(id: string): boolean {
  return harnessBrand(id).shop;
}
