import type { LoaderFunctionArgs } from 'react-router';
import { sitemapPage, sitemapPageCount, urlSetChunks } from '@mbw/util';
import { CACHE_PUBLIC_NOT_FOUND, CACHE_PUBLIC_PAGE } from '../server/runtime/cache-control';
import { requestContext } from '../server/request/request-context';
import { parseSitemapFile, sitemapUnavailable } from '../seo/sitemap-response.server';
import { sitemapUrlsFor } from '../seo/sitemap-sources.server';

/**
 * /sitemaps/{language}.xml and /sitemaps/{language}-{n}.xml (n ≥ 2): one language's sitemap,
 * 50 000 URLs a file at most, streamed. Shared by caches like a public page; an unknown file is a
 * plain 404, a failing service 503.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = parseSitemapFile(params['file'] ?? '');
  const notFound = () =>
    new Response('Not found\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_PUBLIC_NOT_FOUND },
    });
  if (!file) return notFound();
  const { publicOrigin } = context.get(requestContext);
  const urls = await sitemapUrlsFor(file.language, publicOrigin);
  if (!urls.ok) return sitemapUnavailable(`/sitemaps/${params['file'] ?? ''}`, urls.error);
  if (file.page > sitemapPageCount(urls.value.length)) return notFound();
  const chunks = urlSetChunks(sitemapPage(urls.value, file.page));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // A few hundred URLs a pull: the response starts at once and never holds the whole file.
      let text = '';
      for (let count = 0; count < 500; count++) {
        const next = chunks.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
      }
      controller.enqueue(encoder.encode(text));
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_PUBLIC_PAGE } });
}
