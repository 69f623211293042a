import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROTECTED_PARAMETERS } from './resize-params.ts';

/**
 * Sitecore's media request protection (XP 7.5 and later, `Sitecore.Media.RequestProtection.config`):
 * a media URL that carries resize parameters is honoured only with a `hash` parameter the server
 * computed from the URL and its `Media.RequestProtection.SharedSecret`
 * (`HashingUtils.ProtectAssetUrl(url)` in Sitecore's own renderers); without it, or with a wrong one,
 * Sitecore logs "MediaRequestProtection: An invalid/missing hash value was encountered" and answers
 * the original, unscaled picture. A headless site cannot compute that hash (the secret stays in
 * Sitecore), so Sitecore's JSS media handler has an allow-list instead
 * (`<javaScriptServices><allowedMediaParams>`: groups of parameters such as `mw=768` that need no
 * hash). The site asks only for such groups; this module is both rules.
 *
 * Sitecore's own hash algorithm is internal to Sitecore.Kernel (40 hex digits in 7.5/8, 32 in later
 * versions). The stand-in's hash has the same shape and purpose (32 upper-case hex digits over the
 * lower-cased path and the protected parameters, keyed with a shared secret); nothing outside the
 * stand-in computes it.
 */
export const LOCAL_MEDIA_SHARED_SECRET = 'local-media-request-protection-secret';

/**
 * The allowed parameter groups of the stand-in's "allowedMediaParams": one width alone (`mw=N`, or
 * the older `w=N`), N from the site's width ladder (libs/ui image-widths.ts; a test compares them).
 */
export const ALLOWED_MEDIA_WIDTHS: readonly number[] = [100, 160, 320, 480, 640, 768, 960, 1200, 1440, 1920];

/** The protected parameters present in a query, sorted by name: what the hash covers. */
function protectedPart(query: URLSearchParams): string {
  return PROTECTED_PARAMETERS.filter((name) => query.has(name))
    .sort()
    .map((name) => `${name}=${(query.get(name) ?? '').toLowerCase()}`)
    .join('&');
}

/** The hash of a media path with its resize parameters. */
export function mediaHash(path: string, query: URLSearchParams, secret = LOCAL_MEDIA_SHARED_SECRET): string {
  return createHmac('sha256', secret)
    .update(`${path.toLowerCase()}?${protectedPart(query)}`)
    .digest('hex')
    .slice(0, 32)
    .toUpperCase();
}

/** A media URL with its hash appended, as Sitecore's HashingUtils.ProtectAssetUrl makes it. */
export function protectMediaUrl(url: string, secret = LOCAL_MEDIA_SHARED_SECRET): string {
  const [path = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  query.delete('hash');
  if (!PROTECTED_PARAMETERS.some((name) => query.has(name))) return url;
  query.set('hash', mediaHash(path, query, secret));
  return `${path}?${query.toString()}`;
}

export type Protection = 'none-needed' | 'allowed' | 'hash' | 'refused';

/**
 * Whether the resize parameters of a request may be honoured: 'none-needed' (no resize parameter),
 * 'allowed' (an allow-listed group), 'hash' (a valid hash), or 'refused' (Sitecore then answers the
 * original picture).
 */
export function checkProtection(path: string, query: URLSearchParams, secret = LOCAL_MEDIA_SHARED_SECRET): Protection {
  const present = PROTECTED_PARAMETERS.filter((name) => query.has(name));
  if (present.length === 0) return 'none-needed';
  if (present.length === 1 && (present[0] === 'mw' || present[0] === 'w')) {
    const value = query.get(present[0]) ?? '';
    if (/^[0-9]+$/.test(value) && ALLOWED_MEDIA_WIDTHS.includes(Number(value))) return 'allowed';
  }
  const given = query.get('hash') ?? '';
  const expected = mediaHash(path, query, secret);
  if (given.length === expected.length && timingSafeEqual(Buffer.from(given.toUpperCase()), Buffer.from(expected))) return 'hash';
  return 'refused';
}
