/** The picture formats the stand-in answers, best first. */
export type PictureFormat = 'avif' | 'webp' | 'jpeg';

export const PICTURE_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * The format for a request's Accept header: AVIF when the browser names it, else WebP, else the
 * original JPEG. A type named with q=0 is refused (RFC 9110 §12.5.1); wildcards (`image/*`,
 * `*\/*`) do not count, since every browser that decodes AVIF or WebP names it explicitly and an
 * old one sending `*\/*` may not decode either.
 */
export function pickFormat(accept: string | undefined): PictureFormat {
  if (!accept) return 'jpeg';
  const named = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    named.set(type, Number.isFinite(weight) ? weight : 0);
  }
  if ((named.get('image/avif') ?? 0) > 0) return 'avif';
  if ((named.get('image/webp') ?? 0) > 0) return 'webp';
  return 'jpeg';
}
