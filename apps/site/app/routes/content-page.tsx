import brand from 'virtual:brand';
import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BlockDataProvider, Placeholder } from '@mbw/content-blocks';
import { loadContentPage } from '@mbw/content-blocks/server';
import { buildPageMeta } from '@mbw/util';
import { CACHE_PRIVATE, CACHE_PUBLIC_PAGE } from '../server/runtime/cache-control';
import { withPageMessages } from '../i18n/page-messages.server';
import { logEvent } from '../server/runtime/log.server';
import { pageFacts } from '../server/request/request-context';
import { pageBlockData } from '../server/upstream/block-data.server';
import { contentFormAction } from '../server/upstream/forms.server';
import { breadcrumbsFor, layoutFor } from '../server/upstream/sitecore.server';
import { componentMap, renderingMessageSets } from '../shell/component-map';
import { contentMessageSets } from '../shell/rendering-messages';
import { notFoundPage } from '../shell/not-found.server';

/**
 * Every path that is not a product, downloads or proxy route: a content-managed page from the layout service
 * (@mbw/content-blocks loadContentPage), or the not-found page (404). The page shell renders header and footer.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const { language, viewer } = facts;
  const load = await loadContentPage({
    url,
    language,
    origin: facts.publicOrigin,
    siteName: brand.displayName,
    logoSrc: brand.logo.src,
    cachePolicy: facts.cachePolicy,
    componentMap,
    viewer,
    layout: (itemPath) => layoutFor(itemPath, language.tag),
    breadcrumbs: (itemId) => breadcrumbsFor(itemId, language.tag),
    log: (event, fields) => logEvent('error', event, fields),
    blockData: pageBlockData(facts, request, url),
  });
  if (load.kind === 'redirect-home') throw redirect(load.location, { headers: { 'Cache-Control': CACHE_PRIVATE } });
  if (load.kind === 'not-found') throw await notFoundPage(facts, load.options);
  const page = await withPageMessages(language, contentMessageSets(load.page.route, renderingMessageSets), load.page);
  return data(page, { headers: { 'Cache-Control': load.cache === 'private' ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE } });
}

/** A form on the page posts here (issue 28): forwarded to the form builder, answered as the page's action data. */
export const action = contentFormAction;

// After a form post the page shows what one visitor sent: the action's private Cache-Control wins.
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.get('cache-control') ? actionHeaders : loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => (loaderData ? buildPageMeta(loaderData.seo) : []);

export default function ContentPage() {
  const { route, blockData } = useLoaderData<typeof loader>();
  return (
    <BlockDataProvider value={blockData}>
      <Placeholder name="jss-main" rendering={route} />
    </BlockDataProvider>
  );
}
