import type { PerView } from './carousel-per-view';

/**
 * Spec discovery §9: the gallery shows 1 card per view on phones and 2 on tablets; carousel items
 * are 1, 2, 3 for mobile, tablet, desktop. Desktop (above 960 px) shows every card in three
 * columns instead (§2), so its 3 is the column count.
 */
export const SOLUTION_GALLERY_PER_VIEW: PerView = { mobile: 1, tablet: 2, desktop: 3 };

/** `sizes` of the card images: a third of the page on desktop, half on tablets, all of a phone; Compact's are 96 px. */
export const SOLUTION_GALLERY_IMAGE_SIZES = {
  card: '(min-width: 961px) 33vw, (min-width: 769px) 50vw, 100vw',
  compact: '96px',
} as const;

/** Desktop columns (spec discovery §2: "three columns filled round-robin on desktop"). */
export const SOLUTION_GALLERY_COLUMNS = SOLUTION_GALLERY_PER_VIEW.desktop;

/**
 * Round-robin fill: item i goes to column i % columns, so the first row reads 1, 2, 3 and each
 * column is a vertical stack of its own height (masonry-like). Always returns `columns` arrays.
 */
export function fillColumns<T>(items: readonly T[], columns: number): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const filled: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => filled[index % count]?.push(item));
  return filled;
}

export type GalleryLayout = 'columns' | 'carousel';

/**
 * Which layout each device class shows for `count` cards: desktop always the columns; tablet and
 * phone a carousel only when there are more cards than fit in one view, else the cards side by
 * side (the columns layout, 2 or 1 wide). Both layouts are server-rendered and CSS picks one per
 * media query, so nothing switches at hydration.
 */
export function galleryLayouts(
  count: number,
  perView: PerView = SOLUTION_GALLERY_PER_VIEW,
): { mobile: GalleryLayout; tablet: GalleryLayout; desktop: GalleryLayout } {
  return {
    mobile: count > perView.mobile ? 'carousel' : 'columns',
    tablet: count > perView.tablet ? 'carousel' : 'columns',
    desktop: 'columns',
  };
}

/**
 * The four card designs (rendering param `Variant`; the spec names four variants without saying
 * what they are, so this is our choice):
 * - `Default`: image above title, text and link;
 * - `Overlay`: title and text on the image, over a dark gradient;
 * - `Compact`: a small square image left of the text;
 * - `TextOnly`: no image, an accent rule above the title.
 */
export const SOLUTION_GALLERY_VARIANTS = ['Default', 'Overlay', 'Compact', 'TextOnly'] as const;
export type SolutionGalleryVariant = (typeof SOLUTION_GALLERY_VARIANTS)[number];

/** The variant from the param, case- and space-insensitive ('text only', 'textonly'); unknown → Default. */
export function parseGalleryVariant(value: string | undefined): SolutionGalleryVariant {
  const wanted = (value ?? '').replace(/[\s_-]+/g, '').toLowerCase();
  return SOLUTION_GALLERY_VARIANTS.find((variant) => variant.toLowerCase() === wanted) ?? 'Default';
}

/** Each card has one link field per brand (spec discovery §2); the card links to the current brand's. */
export const BRAND_LINK_FIELDS = {
  group: 'LinkGroup',
  technologies: 'LinkTechnologies',
  sensor: 'LinkSensor',
  'welding-tools': 'LinkWeldingTools',
} as const satisfies Record<string, string>;

export type BrandLinkField = (typeof BRAND_LINK_FIELDS)[keyof typeof BRAND_LINK_FIELDS];

/** The card's link field for a brand id; an unknown brand has none (its cards render unlinked). */
export function linkFieldForBrand(brandId: string): BrandLinkField | null {
  return Object.hasOwn(BRAND_LINK_FIELDS, brandId) ? BRAND_LINK_FIELDS[brandId as keyof typeof BRAND_LINK_FIELDS] : null;
}
