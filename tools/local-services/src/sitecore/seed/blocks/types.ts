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
 * Include the missing-content state as one of the renderings where the block has one and it
 * renders nothing a visitor would see; states that show editors a notice go in `gaps`.
 */
export interface BlockSeed {
  /** componentName in the layout JSON (the key in the component map). */
  componentName: string;
  slug: string;
  /** Page title of /blocks/{slug} per language. */
  title: Record<Language, string>;
  renderings(site: SiteSeed, language: Language): BlockRendering[];
  /**
   * Renderings in a missing-content state that shows editors a notice (spec discovery §8: 'No
   * datasource item defined', the event block's missing-data message). Seeded only on the test page
   * /qa/missing-content, never on pages visitors reach (the kitchen sink, the block pages).
   */
  gaps?(site: SiteSeed, language: Language): BlockRendering[];
}

/** A media library image (served by local-services at /-/media/: a generated JPEG photograph of this aspect ratio, media/photo.ts). */
export function mediaImage(name: string, alt: string, width = 1200, height = 800) {
  return { value: { src: `/-/media/${name}.jpg`, alt, width: String(width), height: String(height) } };
}
