import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { IMAGE_WIDTHS, MEDIA_WIDTHS } from './image-widths';

export { WIDE_IMAGE_WIDTHS } from './image-widths';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** Intrinsic size: always given, so the page does not shift while it loads. */
  width: number;
  height: number;
  /** Widths offered in the srcset, from MEDIA_WIDTHS (the media library scales by `?mw=`). */
  widths?: readonly number[];
  /**
   * The page's largest picture (its LCP element): preloaded from the head with high priority and
   * loaded eagerly. One per page; every other picture loads lazily.
   */
  priority?: boolean;
}

/** The media library's resize parameters (Sitecore: w, h, mw, mh, sc, as, bc, and the hash over them). */
const RESIZE_PARAMETERS = ['w', 'h', 'mw', 'mh', 'sc', 'as', 'bc', 'hash'];

/**
 * A media URL at a maximum width (`mw`: scaled down to fit, never up, aspect kept), with the other
 * parameters it carries (language, version) and none of its earlier resize parameters: a URL with
 * two sizes, or a hash for another size, would make Sitecore answer the original.
 */
export function imageUrl(src: string, width: number): string {
  const [path, query = ''] = src.split('?');
  const params = new URLSearchParams(query);
  for (const name of RESIZE_PARAMETERS) params.delete(name);
  params.set('mw', String(width));
  return `${path}?${params.toString()}`;
}

export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * What an image asks the media library for: the `widths` up to twice the intrinsic width (a 2×
 * screen at the intrinsic size), every one on the MEDIA_WIDTHS ladder, at least the smallest; the
 * fallback `src` is the largest of them not wider than the intrinsic width. `sizes` says how wide
 * the picture is shown (default: its intrinsic width).
 */
export function imageSources(src: string, width: number, widths: readonly number[] = IMAGE_WIDTHS, sizes?: string): ImageSources {
  const ladder = [...new Set(widths)].filter((candidate) => (MEDIA_WIDTHS as readonly number[]).includes(candidate)).sort((a, b) => a - b);
  const usable = ladder.length > 0 ? ladder : [...IMAGE_WIDTHS];
  const fitting = usable.filter((candidate) => candidate <= width * 2);
  const candidates = fitting.length > 0 ? fitting : usable.slice(0, 1);
  const fallback = candidates.filter((candidate) => candidate <= width).at(-1) ?? candidates[0]!;
  return {
    src: imageUrl(src, fallback),
    srcSet: candidates.map((candidate) => `${imageUrl(src, candidate)} ${candidate}w`).join(', '),
    sizes: sizes ?? `${width}px`,
  };
}

/** A responsive image: srcset over the media widths, explicit dimensions, lazy unless it is the page's LCP picture. */
export function Image({ src, alt, width, height, widths, priority = false, sizes, ...rest }: ImageProps) {
  const sources = imageSources(src, width, widths, sizes);
  if (priority) {
    // React 19 hoists this into the document head (during SSR, in the shell), so the browser
    // fetches the right candidate before it has laid out the page.
    preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sources.sizes, fetchPriority: 'high' });
  }
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
      {...rest}
    />
  );
}
