import { createContext, use, type ReactNode } from 'react';
import type { BrandId } from '@mbw/brand';
import type { MapSettings } from '@mbw/util';

/**
 * What every rendered part of a page may need to know about where it is: the language of the
 * URL, the content item path, and the brand's public identity. Provided once by the site app.
 */
export interface SiteContextValue {
  /** Language tag of the page (`de-CH`, `en`). */
  language: string;
  /** Content item path without the language prefix (`/company/history`, `/` for home). */
  itemPath: string;
  brand: {
    /** The brand config's id: blocks that differ per brand (one link field per brand) read it. */
    id: BrandId;
    displayName: string;
    logo: { src: string; width: number; height: number };
  };
  /** What the maps draw with (the server's configuration); the offline style when absent. */
  map?: MapSettings;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext value={value}>{children}</SiteContext>;
}

export function useSite(): SiteContextValue {
  const value = use(SiteContext);
  if (!value) throw new Error('useSite must be used within a SiteProvider');
  return value;
}
