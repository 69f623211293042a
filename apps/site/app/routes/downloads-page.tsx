import { useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DownloadsPage, DownloadsPageError } from '@mbw/shop-catalog';
import { loadDownloadsPage } from '@mbw/shop-catalog/server';
import { buildPageMeta } from '@mbw/util';
import { pageFacts } from '../server/request/request-context';
import { downloadsPageContext } from '../shop/catalog-page-context.server';
import { catalogPageResponse } from '../shell/catalog-response.server';

/**
 * /{lang?}/downloadsPage/{name}/{article?} (spec product §2, §4, §5, §7): the downloads page of
 * @mbw/shop-catalog (loadDownloadsPage). Not found is personal (the viewer's rights decide it); the
 * HTML depends on the device and the visitor: never shared by caches.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  return catalogPageResponse(facts, await loadDownloadsPage(downloadsPageContext(facts, request, url)), {
    url,
    personal: true,
    messages: ['shop-catalog'],
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? buildPageMeta(page.seo) : []);

export default function DownloadsRoute() {
  const page = useLoaderData<typeof loader>();
  return page.kind === 'downloads' ? <DownloadsPage view={page.view} /> : <DownloadsPageError retryHref={page.retryHref} />;
}
