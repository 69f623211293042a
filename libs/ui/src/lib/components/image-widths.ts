/**
 * The widths the site asks the media library for (`?mw=`), every one of them: Sitecore's JSS media
 * handler resizes without a request-protection hash only for parameter groups on its allow-list
 * (`allowedMediaParams`), so the site keeps to this ladder and the CMS allows exactly it
 * (tools/local-services/README.md "Media library"; its test compares the stand-in's list with this).
 */
export const MEDIA_WIDTHS = [100, 160, 320, 480, 640, 768, 960, 1200, 1440, 1920] as const;

/** Spec discovery §9: image widths 100 (thumbnails), 320, 768. */
export const IMAGE_WIDTHS = [100, 320, 768] as const;

/**
 * Spec shop §9 widths for full-bleed images (heroes, sliders) up to 1440, and 1920 for wide
 * screens at a device pixel ratio above 1 (a 1440 px window at 1.25 wants 1800 px).
 */
export const WIDE_IMAGE_WIDTHS = [320, 768, 960, 1440, 1920] as const;
