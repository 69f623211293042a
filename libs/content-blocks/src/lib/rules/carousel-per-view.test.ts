import { describe, expect, it } from 'vitest';
import { isReducedParam, linkerCarouselPerView, mediaGalleryItemsPerView, MEDIA_GALLERY_PER_VIEW } from './carousel-per-view';

describe('linker carousel items per view', () => {
  it('shows 3 cards on desktop, 2 when reduced, 2 at medium width and 1 on small screens', () => {
    expect(linkerCarouselPerView(false)).toEqual({ mobile: 1, tablet: 2, desktop: 3 });
    expect(linkerCarouselPerView(true)).toEqual({ mobile: 1, tablet: 2, desktop: 2 });
  });

  it('reads the Reduced param as a checkbox or a variant', () => {
    expect(isReducedParam({ Reduced: '1' })).toBe(true);
    expect(isReducedParam({ Reduced: 'true' })).toBe(true);
    expect(isReducedParam({ Variant: 'Reduced' })).toBe(true);
    expect(isReducedParam({ Reduced: '0' })).toBe(false);
    expect(isReducedParam({})).toBe(false);
  });
});

describe('media gallery items per view', () => {
  it('shows 3 items above 1024 px and 1 otherwise', () => {
    expect(mediaGalleryItemsPerView(1025)).toBe(3);
    expect(mediaGalleryItemsPerView(1024)).toBe(1);
    expect(mediaGalleryItemsPerView(375)).toBe(1);
    expect(MEDIA_GALLERY_PER_VIEW).toEqual({ mobile: 1, tablet: 1, desktop: 3 });
  });
});
