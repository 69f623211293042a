/** `sizes` of the lower sections' images (CSS layout widths per breakpoint: 600 / 960 px). */
export const SECTION_IMAGE_SIZES = {
  /** Similar accessories: one column (image beside the text) on phones, 2 on tablets, 3 from 961 px. */
  accessory: '(max-width: 599px) 96px, (max-width: 960px) 50vw, 33vw',
  /** The video campaign's poster: full width up to 960 px, then 3/5 of the 70rem content. */
  videoPoster: '(max-width: 960px) 100vw, 42rem',
  /** The video list's thumbnails (8rem). */
  videoThumbnail: '8rem',
} as const;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
