import type { LoaderFunctionArgs } from 'react-router';
import { proxyRequest } from '@mbw/api-clients';
import { env } from '../lib/env.server';
import { jsonError } from '../lib/proxy.server';

/**
 * Media library names the content uses (images, documents, videos and their WebVTT captions, which
 * may carry a language: `intro.de.vtt`); anything else is not forwarded.
 */
const MEDIA_PATH = /^[A-Za-z0-9][A-Za-z0-9/_-]{0,200}(?:\.[A-Za-z]{2}(?:-[A-Za-z]{2})?)?\.(svg|png|jpe?g|webp|avif|gif|pdf|webm|mp4|vtt)$/;

/**
 * The CMS media library on the site's own origin (/-/media/…), as Sitecore serves it from the
 * content delivery host: images in blocks use same-origin URLs with a `w` width parameter.
 * GET only; the upstream's cache headers pass through, and so do byte ranges (a video player asks
 * for parts of the file and expects 206 answers with Content-Range).
 */
export function loader({ request, url, params }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  if (!MEDIA_PATH.test(path) || path.includes('..')) return jsonError(404, 'Not found');
  const { SITECORE_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  return proxyRequest(request, new URL(`/-/media/${path}${url.search}`, SITECORE_API_URL), { service: 'media', timeoutMs: UPSTREAM_TIMEOUT_MS, byteRanges: true });
}
