/**
 * What a brand app is: configuration, not code (ARCHITECTURE §3). Every brand app holds one
 * `brand.config.ts` that calls `defineBrand`; the shared site app reads it through the
 * `virtual:brand` module that the brand's Vite config points at that file.
 */

export const BRAND_IDS = ['group', 'technologies', 'sensor', 'welding-tools'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** Global search tabs a brand offers (spec discovery §2 "Search"). */
export const SEARCH_TABS = ['products', 'accessories', 'contents', 'stories', 'careers', 'variants'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Page types that run a search with a per-site hub (spec discovery §7). */
export type SiteSearchPage = 'global' | 'stories' | 'careers' | 'events' | 'downloads';

/**
 * Design tokens, emitted as CSS custom properties on :root. Colours must give text contrast of
 * at least 4.5:1 against the background they are used on (WCAG 2.2 AA); brand.test.ts checks it.
 */
export interface BrandTheme {
  /** Main brand colour: header bar, primary buttons, links. White text sits on it. */
  primary: string;
  /** Hover/active shade of primary. White text sits on it. */
  primaryStrong: string;
  /** Secondary accent for highlights (rules, badges). Dark text sits on it. */
  accent: string;
  /** Body text on the page background. */
  text: string;
  /** Muted text (captions, meta) on the page background. */
  textMuted: string;
  /** Page background. */
  background: string;
  /** Panels and hero backgrounds behind body text. */
  surface: string;
  /** Hairlines and input borders (non-text, 3:1 against background). */
  border: string;
  /** Focus ring colour (non-text, 3:1 against background and surface). */
  focus: string;
  /** Font stack for body text; self-hosted or system fonts only (the site must run offline). */
  fontFamily: string;
  /** Font stack for headings, hero titles and the footer claim. */
  headingFontFamily: string;
  /** Corner radius of buttons and cards, in px. */
  radius: number;
}

export interface BrandLogo {
  /** Path under the brand app's public/ folder. */
  src: string;
  width: number;
  height: number;
}

export interface BrandConfig {
  id: BrandId;
  /** Human name, used in titles and Open Graph site_name. */
  displayName: string;
  /** The site name as the content system knows it (sc_site, dictionary app name). */
  sitecoreSiteName: string;
  /** Production host name: absolute URLs (canonical, hreflang, Open Graph) are on https://{domain} unless PUBLIC_ORIGIN is set. */
  domain: string;
  /** Web shop (cart, prices, checkout): only technologies and welding-tools. */
  shop: boolean;
  /**
   * The floating compare icon (spec shop §2: "hidden … when the floating-icon flag is off").
   * Absent: shown. Compare itself is on every brand.
   */
  compareFloatingIcon?: boolean;
  /**
   * The brand's Google Tag Manager container (`GTM-…`; public, it is in every page that loads it).
   * The server's TAG_MANAGER_CONTAINER_ID wins over it. Absent (all four brands today): no tag
   * manager, the local default.
   */
  tagManagerContainerId?: string;
  search: {
    /** Tab selected when a search starts: contents on the group site, products elsewhere. */
    defaultTab: SearchTab;
    /** The global search's tabs, in the order shown (spec discovery §2). */
    tabs: readonly SearchTab[];
    /**
     * What every search of this site is limited to (spec discovery §6: the tenant, the site's
     * source), a Coveo query expression. It becomes the search token's filter, so the search
     * service enforces it.
     */
    restriction: string;
    /** The site's tenant and source as the index names them (`@tenant`, `@source`): the listers' restriction (spec discovery §2). */
    tenant: string;
    source: string;
    /** Coveo search hub per page type. Product-family listers share hubs across brands. */
    hubs: Record<SiteSearchPage, string>;
  };
  theme: BrandTheme;
  logo: BrandLogo;
}

/** Identity function that type-checks a brand config and fails fast on obvious mistakes. */
export function defineBrand(config: BrandConfig): BrandConfig {
  const problems: string[] = [];
  if (!BRAND_IDS.includes(config.id)) problems.push(`unknown brand id "${config.id}"`);
  if (!config.sitecoreSiteName.trim()) problems.push('sitecoreSiteName is empty');
  if (!config.logo.src.startsWith('/')) problems.push('logo.src must be an absolute path under public/');
  if (config.tagManagerContainerId !== undefined && !/^GTM-[A-Z0-9]{4,12}$/.test(config.tagManagerContainerId))
    problems.push('tagManagerContainerId must look like GTM-XXXXXXX');
  if (!config.search.restriction.trim()) problems.push('search restriction is empty');
  if (!config.search.tenant.trim() || !config.search.source.trim()) problems.push('search tenant or source is empty');
  if (!config.search.tabs.includes(config.search.defaultTab)) problems.push('the default search tab is not one of its tabs');
  for (const [page, hub] of Object.entries(config.search.hubs)) {
    if (!hub.trim()) problems.push(`search hub for "${page}" is empty`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid brand config "${config.id}": ${problems.join('; ')}`);
  }
  return config;
}

/**
 * The custom properties a theme becomes, in a stable order (for the server-rendered <style>).
 * White sits on primary and on primaryStrong (header, buttons, footer); links use primary.
 */
export function themeToCssVariables(theme: BrandTheme): Record<string, string> {
  return {
    '--color-primary': theme.primary,
    '--color-on-primary': '#ffffff',
    '--color-primary-strong': theme.primaryStrong,
    '--color-accent': theme.accent,
    '--color-text': theme.text,
    '--color-text-muted': theme.textMuted,
    '--color-background': theme.background,
    '--color-surface': theme.surface,
    '--color-border': theme.border,
    '--color-focus': theme.focus,
    '--color-link': theme.primary,
    '--color-footer-background': theme.primaryStrong,
    '--color-on-footer': '#ffffff',
    '--font-family': theme.fontFamily,
    '--font-family-heading': theme.headingFontFamily,
    '--radius': `${theme.radius}px`,
  };
}
