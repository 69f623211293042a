import { matchSitePath } from '@mbw/util';

/**
 * Content items the downloads page can lead back to (spec product §2: my devices, the downloads
 * lister, the product page). Their real paths come with the account and discovery issues; until
 * then these item paths are the allow-list.
 */
export const MY_DEVICES_PATH = '/my-account/my-devices';
export const DOWNLOADS_LISTER_PATH = '/downloads';

export type BackTarget = 'my-devices' | 'downloads-lister' | 'product';

export interface BackLink {
  target: BackTarget;
  /** Language-less item path (AppLink adds the page language) or the product page path. */
  href: string;
}

const KEYWORDS: Record<string, BackTarget> = {
  'my-devices': 'my-devices',
  mydevices: 'my-devices',
  downloads: 'downloads-lister',
  lister: 'downloads-lister',
};

/**
 * The back link of the downloads page, from its `from` query parameter: a keyword (my-devices,
 * downloads) or an own path of one of the allow-listed pages (with or without a language prefix,
 * query and hash ignored). Anything else — missing, external, another page — is the product page.
 */
export function downloadsBackLink(from: string | null | undefined, productPath: string): BackLink {
  const product: BackLink = { target: 'product', href: productPath };
  const value = from?.trim();
  if (!value) return product;
  const keyword = KEYWORDS[value.toLowerCase()];
  if (keyword) return linkTo(keyword) ?? product;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return product;
  const path = value.split(/[?#]/)[0] ?? '';
  const match = matchSitePath(path);
  if (match.kind !== 'content') return product;
  const itemPath = match.itemPath.replace(/\/+$/, '').toLowerCase();
  if (itemPath === MY_DEVICES_PATH) return linkTo('my-devices') ?? product;
  if (itemPath === DOWNLOADS_LISTER_PATH) return linkTo('downloads-lister') ?? product;
  return product;
}

function linkTo(target: BackTarget): BackLink | null {
  if (target === 'my-devices') return { target, href: MY_DEVICES_PATH };
  if (target === 'downloads-lister') return { target, href: DOWNLOADS_LISTER_PATH };
  return null;
}
