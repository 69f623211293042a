import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { Reply, Route } from '../http/types.ts';
import { PICTURE_TYPES, pickFormat } from './negotiate.ts';
import { mediaSvg } from './placeholder-svg.ts';
import { PictureStore } from './picture-store.ts';
import { checkProtection } from './protection.ts';
import { parseResize } from './resize-params.ts';

/** Pictures the media library answers: /-/media/{kebab-name}.jpg (see sitecore/seed/blocks/types.ts mediaImage). */
const PICTURE_NAME = /^([a-z0-9][a-z0-9-]{0,80})\.jpg$/;
/** Vector documents (the download teaser's sample files): a generated SVG, see placeholder-svg.ts. */
const DRAWING_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

/** Sitecore's default media cache lifetime (setting Media.MaxAge: 7 days), public. */
const PICTURE_CACHE_CONTROL = 'public, max-age=604800';

/**
 * Real media files shipped in tools/local-services/assets/media (videos and their WebVTT captions,
 * e.g. hot-air-seam.webm, hot-air-seam.de.vtt): a kebab name, an optional language and the type.
 * Nothing else is read from disk, so a name can never leave that folder.
 */
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,80}(?:\.[a-z]{2})?\.(webm|mp4|vtt)$/;
const FILE_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', vtt: 'text/vtt; charset=utf-8' };
const ASSETS = new URL('../../assets/media/', import.meta.url);

interface MediaFile {
  bytes: Uint8Array;
  type: string;
  etag: string;
}

const files = new Map<string, MediaFile | null>();

/** A file of the assets folder by whitelisted name, read once; null when there is no such file. */
function mediaFile(name: string): MediaFile | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  if (!files.has(name)) {
    let file: MediaFile | null = null;
    try {
      const bytes = readFileSync(new URL(name, ASSETS));
      file = { bytes, type: FILE_TYPES[match[1]!]!, etag: `"${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"` };
    } catch {
      file = null;
    }
    files.set(name, file);
  }
  return files.get(name) ?? null;
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The single byte range a `Range` header asks for (RFC 9110 §14.1.2), with `end` inclusive:
 * `bytes=0-99`, `bytes=100-` and `bytes=-100` (the last 100). null means "send the whole file"
 * (no header, another unit, a malformed or a multi-range request, which a server may ignore);
 * 'unsatisfiable' means the range starts past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** A media file, whole (200) or the requested part (206); video players ask for ranges. */
export function mediaFileReply(file: MediaFile, rangeHeader: string | undefined, ifRange?: string): Reply {
  const size = file.bytes.byteLength;
  const headers = { 'content-type': file.type, 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400', etag: file.etag };
  // If-Range with another version's validator: the range does not apply, send it all.
  const range = ifRange && ifRange !== file.etag ? null : parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable') return { status: 416, text: '', headers: { ...headers, 'content-range': `bytes */${size}` } };
  if (!range) return { status: 200, bytes: file.bytes, headers };
  return {
    status: 206,
    bytes: file.bytes.subarray(range.start, range.end + 1),
    headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${size}` },
  };
}

export interface MediaRoutesOptions {
  /** The layout data, where image fields declare each picture's size. */
  db?: DatabaseSync;
  /** Folder for the generated originals (beside the database file). */
  cacheDir?: string;
  /** Draw the declared pictures' originals in the background from the start (PictureStore.warm). */
  warm?: boolean;
  log?: (line: string) => void;
}

/**
 * A picture of the media library: the original (a deterministic JPEG photograph), resized by
 * Sitecore's media parameters when the request may (see protection.ts), as AVIF or WebP when the
 * browser accepts it. Malformed parameters answer 400 with the reason; an answer varies by Accept.
 */
async function pictureReply(
  store: PictureStore,
  name: string,
  url: URL,
  accept: string | undefined,
  ifNoneMatch: string | undefined,
  log: (line: string) => void,
): Promise<Reply> {
  const parsed = parseResize(url.searchParams);
  if (!parsed.ok)
    return { status: 400, text: `Bad media parameters: ${parsed.reason}`, headers: { 'content-type': 'text/plain; charset=utf-8' } };
  let resize = parsed.resize;
  if (resize && checkProtection(url.pathname, url.searchParams) === 'refused') {
    // What Sitecore does: log it and answer the original, unscaled.
    log(`MediaRequestProtection: an invalid/missing hash value was encountered: ${url.pathname}${url.search}`);
    resize = null;
  }
  const format = pickFormat(accept);
  const { key } = store.variantKey(name, resize, format);
  const headers = {
    'content-type': PICTURE_TYPES[format],
    'cache-control': PICTURE_CACHE_CONTROL,
    vary: 'Accept',
    etag: `"${key}"`,
  };
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers.etag)) {
    return { status: 304, text: '', headers };
  }
  return { status: 200, bytes: await store.variant(name, resize, format), headers };
}

/**
 * The media library (Sitecore serves it from /-/media/ on the content delivery host): pictures
 * (generated photographs, resized on request), and the few real files in assets/media (a video
 * and its captions).
 */
export function mediaRoutes(options: MediaRoutesOptions = {}): Route[] {
  const store = new PictureStore({ db: options.db, cacheDir: options.cacheDir });
  const log = options.log ?? (() => undefined);
  if (options.warm) {
    setImmediate(() => {
      store.warm().then(
        ({ pictures, ms }) => log(`media: the originals of ${pictures} pictures ready in ${ms} ms`),
        () => undefined,
      );
    });
  }
  return [
    {
      method: 'GET',
      path: '/-/media/:name',
      service: 'media',
      handler: ({ params, req, url }) => {
        const name = params['name'] ?? '';
        const file = mediaFile(name);
        const ifRange = req.headers['if-range'];
        if (file) return mediaFileReply(file, req.headers.range, typeof ifRange === 'string' ? ifRange : undefined);
        if (DRAWING_NAME.test(name)) {
          return {
            status: 200,
            text: mediaSvg(name),
            headers: {
              'content-type': 'image/svg+xml',
              'cache-control': PICTURE_CACHE_CONTROL,
              // An SVG opened on its own must not run anything.
              'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
            },
          };
        }
        const picture = PICTURE_NAME.exec(name);
        if (!picture) return { status: 404, text: 'Not found' };
        const ifNoneMatch = req.headers['if-none-match'];
        return pictureReply(store, picture[1]!, url, req.headers.accept, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, log);
      },
    },
  ];
}
