/**
 * The query parameters of Sitecore's media handler (/-/media/…) that change an image, as the media
 * library documents them (see tools/local-services/README.md "Media library"):
 *   w, h    width / height in pixels; one alone keeps the aspect ratio; both fit the picture inside
 *           w × h and fill the rest with `bc` (Sitecore pads, it does not crop)
 *   mw, mh  maximum width / height: scale down to fit, never up
 *   sc      scale factor (0.25 = a quarter of the original)
 *   as      allow stretch: 1 lets w/h/sc enlarge the original; without it nothing grows past it
 *   bc      background colour of the padding, six hex digits (default black)
 * Others the real handler knows (la, vs, db, thn, dmc, iar) change nothing here and are ignored,
 * and so is any unknown parameter, as the real handler does. A known parameter with a malformed
 * value is refused with a reason (400): the stand-in never guesses a size.
 */

/** The largest picture the stand-in makes, per side: nobody can make it allocate gigabytes. */
export const MAX_SIDE = 4096;
/** The parameters that change the picture: exactly these need Sitecore's request-protection hash. */
export const PROTECTED_PARAMETERS = ['w', 'h', 'mw', 'mh', 'sc', 'as', 'bc'] as const;

export interface ResizeRequest {
  w?: number;
  h?: number;
  mw?: number;
  mh?: number;
  sc?: number;
  allowStretch: boolean;
  /** rrggbb */
  background: string;
}

export type ParsedResize = { ok: true; resize: ResizeRequest | null } | { ok: false; reason: string };

const INTEGER = /^[0-9]{1,5}$/;
const DECIMAL = /^(?:0|[1-9][0-9]{0,2})?(?:\.[0-9]{1,4})?$/;

function side(name: string, value: string | null): number | string | undefined {
  if (value === null) return undefined;
  if (!INTEGER.test(value)) return `${name} must be a whole number of pixels, got "${value.slice(0, 20)}"`;
  const number = Number(value);
  if (number < 1 || number > MAX_SIDE) return `${name} must be between 1 and ${MAX_SIDE}, got ${number}`;
  return number;
}

/** Reads the resize parameters of a media URL's query; `resize` is null when none is present. */
export function parseResize(query: URLSearchParams): ParsedResize {
  for (const name of PROTECTED_PARAMETERS) {
    if (query.getAll(name).length > 1) return { ok: false, reason: `${name} is given more than once` };
  }
  const resize: ResizeRequest = { allowStretch: false, background: '000000' };
  for (const name of ['w', 'h', 'mw', 'mh'] as const) {
    const value = side(name, query.get(name));
    if (typeof value === 'string') return { ok: false, reason: value };
    if (value !== undefined) resize[name] = value;
  }
  const sc = query.get('sc');
  if (sc !== null) {
    const number = Number(sc);
    if (!DECIMAL.test(sc) || sc === '' || sc === '.' || !(number > 0) || number > 4) {
      return { ok: false, reason: `sc must be a scale factor above 0 and at most 4, got "${sc.slice(0, 20)}"` };
    }
    resize.sc = number;
  }
  const stretch = query.get('as');
  if (stretch !== null) {
    if (stretch !== '0' && stretch !== '1') return { ok: false, reason: `as must be 0 or 1, got "${stretch.slice(0, 20)}"` };
    resize.allowStretch = stretch === '1';
  }
  const background = query.get('bc');
  if (background !== null) {
    if (!/^[0-9a-fA-F]{6}$/.test(background))
      return { ok: false, reason: `bc must be six hex digits (rrggbb), got "${background.slice(0, 20)}"` };
    resize.background = background.toLowerCase();
  }
  const present = PROTECTED_PARAMETERS.some((name) => query.has(name));
  return { ok: true, resize: present ? resize : null };
}

export interface OutputSize {
  width: number;
  height: number;
  /** The picture's own size inside the frame (smaller than the frame when w and h both pad). */
  innerWidth: number;
  innerHeight: number;
}

/**
 * The size of the answer for an original of `width` × `height`, following the handler's rules:
 * sc first, then w/h (exact box, padded when both), then mw/mh as upper bounds; nothing grows past
 * the original unless `as=1`; every side stays within MAX_SIDE.
 */
export function outputSize(original: { width: number; height: number }, resize: ResizeRequest): OutputSize {
  const aspect = original.width / original.height;
  let width = original.width;
  let height = original.height;
  if (resize.sc !== undefined) {
    width = original.width * resize.sc;
    height = original.height * resize.sc;
  }
  let frame: { width: number; height: number } | null = null;
  if (resize.w !== undefined && resize.h !== undefined) {
    frame = { width: resize.w, height: resize.h };
    const fit = Math.min(resize.w / original.width, resize.h / original.height);
    width = original.width * fit;
    height = original.height * fit;
  } else if (resize.w !== undefined) {
    width = resize.w;
    height = resize.w / aspect;
  } else if (resize.h !== undefined) {
    height = resize.h;
    width = resize.h * aspect;
  }
  if (!resize.allowStretch && width > original.width) {
    width = original.width;
    height = original.height;
    if (frame) frame = { width: Math.min(frame.width, original.width), height: Math.min(frame.height, original.height) };
  }
  const bound = Math.min(resize.mw ?? Infinity, MAX_SIDE) / width;
  const boundHeight = Math.min(resize.mh ?? Infinity, MAX_SIDE) / height;
  const shrink = Math.min(1, bound, boundHeight);
  width *= shrink;
  height *= shrink;
  const innerWidth = Math.max(1, Math.round(width));
  const innerHeight = Math.max(1, Math.round(height));
  if (!frame) return { width: innerWidth, height: innerHeight, innerWidth, innerHeight };
  const frameWidth = Math.max(innerWidth, Math.min(frame.width, MAX_SIDE, resize.mw ?? Infinity));
  const frameHeight = Math.max(innerHeight, Math.min(frame.height, MAX_SIDE, resize.mh ?? Infinity));
  return { width: frameWidth, height: frameHeight, innerWidth, innerHeight };
}
