import type { LoaderFunctionArgs } from 'react-router';
import { ANONYMOUS_VIEWER } from '@mbw/account-data-access';
import { proxyRequest } from '@mbw/api-clients';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import {
  DOWNLOAD_ACCESS_HEADER,
  downloadDecision,
  isProtectedMark,
  forbiddenDownload,
  MEDIA_TIMEOUT_FACTOR,
  signInRedirect,
  type DownloadDecision,
} from '../server/proxies/download-access.server';
import { env } from '../server/runtime/env.server';
import { jsonError } from '../server/proxies/proxy-responses.server';
import { requestContext } from '../server/request/request-context';
import { serverI18n } from '../i18n/messages.server';

/** Media names the content uses (images, documents, videos, captions with a language: `intro.de.vtt`); nothing else. */
const MEDIA_PATH = /^[A-Za-z0-9][A-Za-z0-9/_-]{0,200}(?:\.[A-Za-z]{2}(?:-[A-Za-z]{2})?)?\.(svg|png|jpe?g|webp|avif|gif|pdf|webm|mp4|vtt)$/;

/**
 * The CMS media library on the site's own origin (/-/media/…), as Sitecore serves it from the
 * content delivery host: pictures with an `mw` width, Accept passed on (AVIF/WebP) and Vary back.
 * GET only; the upstream's cache headers pass through, and so do byte ranges (a video player asks
 * for parts of the file and expects 206 answers with Content-Range). A longer timeout: MEDIA_TIMEOUT_FACTOR.
 *
 * Any file may be protected (issue 14, 23): the media library marks a restricted file, or one of a
 * phased-out product, on its answer (server/proxies/download-access.server.ts), and the file then goes only to
 * a viewer allowed to have it, never cached by a shared cache; an anonymous visitor is sent to sign
 * in and comes back to the file; a signed-in customer without access gets a 403 page. The mark is
 * read on every answer, whatever the path: Sitecore's media URLs ignore case and a protected file
 * may live in any folder, so the shape of a path decides nothing (ARCHITECTURE §6).
 */
export async function loader({ request, url, params, context }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  if (!MEDIA_PATH.test(path) || path.includes('..')) return jsonError(404, 'Not found');
  const { SITECORE_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  const target = new URL(`/-/media/${path}${url.search}`, SITECORE_API_URL);
  const facts = context.get(requestContext);
  let decision = { kind: 'public' } as DownloadDecision;
  const response = await proxyRequest(request, target, {
    service: 'media',
    timeoutMs: UPSTREAM_TIMEOUT_MS * MEDIA_TIMEOUT_FACTOR,
    byteRanges: true,
    gate: async (upstream) => {
      const mark = upstream.headers.get(DOWNLOAD_ACCESS_HEADER);
      // The session is decrypted only for a file the media library marked.
      const viewer = isProtectedMark(mark) ? await facts.viewer() : ANONYMOUS_VIEWER;
      decision = downloadDecision(mark, viewer, `${url.pathname}${url.search}`);
      if (decision.kind === 'sign-in') return signInRedirect(decision.location);
      if (decision.kind === 'forbidden')
        return forbiddenDownload(await serverI18n(facts.language.language), facts.language.tag, `/${facts.language.tag}/`);
      return null;
    },
  });
  // A protected file that this viewer may have: theirs only, kept by no cache on the way.
  if (decision.kind === 'private' && response.status < 300) response.headers.set('Cache-Control', CACHE_PRIVATE);
  return response;
}
