/** Slides in view per device class, as the ui Carousel takes them. */
export interface PerView {
  mobile: number;
  tablet: number;
  desktop: number;
}

/**
 * Spec discovery §9: linker carousel 3 cards (2 with the 'Reduced' param), 2 at medium width,
 * 1 on small screens.
 */
export function linkerCarouselPerView(reduced: boolean): PerView {
  return { mobile: 1, tablet: 2, desktop: reduced ? 2 : 3 };
}

/** The 'Reduced' rendering param: set as a checkbox ('1'/'true') or as a variant name. */
export function isReducedParam(params: Record<string, string>): boolean {
  const reduced = params['Reduced'];
  return reduced === '1' || reduced === 'true' || params['Variant'] === 'Reduced';
}

/** Spec discovery §9: the media gallery shows 3 items above 1024 px, otherwise 1. */
export const MEDIA_GALLERY_WIDE_ABOVE_PX = 1024;

export function mediaGalleryItemsPerView(viewportWidth: number): number {
  return viewportWidth > MEDIA_GALLERY_WIDE_ABOVE_PX ? 3 : 1;
}

/**
 * The gallery as Carousel device classes: 1 on mobile and tablet, 3 on desktop. The Carousel's
 * desktop class starts at 961 px; the gallery's stylesheet keeps 1 item up to 1024 px.
 */
export const MEDIA_GALLERY_PER_VIEW: PerView = { mobile: 1, tablet: 1, desktop: 3 };

/** The media carousel shows one image or video at a time. */
export const MEDIA_CAROUSEL_PER_VIEW: PerView = { mobile: 1, tablet: 1, desktop: 1 };

/** `sizes` for the group's images: how wide each layout shows them. */
export const IMAGE_SIZES = {
  half: '(min-width: 961px) 50vw, 100vw',
  halfTablet: '(min-width: 769px) 50vw, 100vw',
  thirds: '(min-width: 961px) 33vw, (min-width: 769px) 50vw, 100vw',
  galleryThirds: '(min-width: 1025px) 33vw, 100vw',
  full: '(min-width: 1152px) 1152px, 100vw',
} as const;
