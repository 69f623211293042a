import type { ImgHTMLAttributes } from 'react';

/** Spec discovery §9: image widths 100 (thumbnails), 320, 768. */
export const IMAGE_WIDTHS = [100, 320, 768] as const;

/** Spec shop §9 widths for full-bleed images (heroes, sliders): up to 1440 so wide screens stay sharp. */
export const WIDE_IMAGE_WIDTHS = [320, 768, 960, 1440] as const;

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** Intrinsic size: always given, so the page does not shift while it loads. */
  width: number;
  height: number;
  /** Widths offered in the srcset (the media host scales by `?w=`). */
  widths?: readonly number[];
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

/** Adds a width parameter to a media URL, keeping its other parameters. */
export function imageUrl(src: string, width: number): string {
  const [path, query = ''] = src.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}

/** A responsive image: srcset over the spec's widths, explicit dimensions, lazy below the fold. */
export function Image({ src, alt, width, height, widths = IMAGE_WIDTHS, priority = false, sizes, ...rest }: ImageProps) {
  const candidates = widths.filter((candidate) => candidate <= width * 2);
  return (
    <img
      src={imageUrl(src, Math.min(width, Math.max(...widths)))}
      srcSet={candidates.map((candidate) => `${imageUrl(src, candidate)} ${candidate}w`).join(', ') || undefined}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
