import { THUMBNAILS_MAX } from './show-first';

export interface MediaLike {
  url: string;
  thumbnail: string;
  type: string;
  alt: string;
}

export interface GalleryItem {
  kind: 'image' | 'video';
  src: string;
  /** The thumbnail (for a video: its poster). */
  thumbnail: string;
  alt: string;
}

/** The gateway calls every image 'image/jpeg'; videos come as video/mp4, video/webm … */
function kindOf(type: string): GalleryItem['kind'] | null {
  const normalised = type.trim().toLowerCase();
  if (normalised.startsWith('image/')) return 'image';
  if (normalised.startsWith('video/')) return 'video';
  return null;
}

/**
 * The hero gallery (spec product §2, §9: thumbnails up to 12): the variant's own media first, then
 * the master's, each URL once. 3D objects are left out until the lightbox issue brings a viewer;
 * media without a URL are skipped.
 */
export function galleryItems(
  variantMedia: readonly MediaLike[],
  masterMedia: readonly MediaLike[],
  max: number = THUMBNAILS_MAX,
): GalleryItem[] {
  const seen = new Set<string>();
  const items: GalleryItem[] = [];
  for (const media of [...variantMedia, ...masterMedia]) {
    const kind = kindOf(media.type);
    const src = media.url.trim();
    if (!kind || !src || seen.has(src)) continue;
    seen.add(src);
    items.push({ kind, src, thumbnail: media.thumbnail.trim() || src, alt: media.alt.trim() });
    if (items.length === max) break;
  }
  return items;
}
