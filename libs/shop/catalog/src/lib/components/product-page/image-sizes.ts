/** `sizes` of the product page's images (CSS layout widths per breakpoint: 768 / 960 px). */
export const IMAGE_SIZES = {
  /** The gallery is 56 % of the content column, which stops growing at ≈ 71rem: 630 px at most. */
  main: '(max-width: 960px) 100vw, min(56vw, 40rem)',
  thirds: '(max-width: 768px) 100vw, 33vw',
  halvesThenThirds: '(max-width: 768px) 50vw, 33vw',
  carousel: '(max-width: 768px) 100vw, (max-width: 960px) 50vw, 33vw',
} as const;
