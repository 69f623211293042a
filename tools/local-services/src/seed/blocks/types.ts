import type { Language, SiteSeed } from '../sites.ts';

/** A rendering as the layout service sends it in a placeholder. */
export interface BlockRendering {
  uid: string;
  componentName: string;
  dataSource?: string;
  fields: Record<string, unknown>;
  params?: Record<string, string>;
  placeholders?: Record<string, BlockRendering[]>;
}

/**
 * Seed content for one content block: the renderings shown on its own page
 * (`/blocks/{slug}`) and on the kitchen-sink page (`/qa/kitchen-sink`), per site and language.
 * Include the missing-content state as one of the renderings where the block has one.
 */
export interface BlockSeed {
  /** componentName in the layout JSON (the key in the component map). */
  componentName: string;
  slug: string;
  /** Page title of /blocks/{slug} per language. */
  title: Record<Language, string>;
  renderings(site: SiteSeed, language: Language): BlockRendering[];
}

/** A media library image (served by local-services at /-/media/, a generated SVG). */
export function mediaImage(name: string, alt: string, width = 1200, height = 800) {
  return { value: { src: `/-/media/${name}.svg`, alt, width: String(width), height: String(height) } };
}
