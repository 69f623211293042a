import { msg } from '@lingui/core/macro';
import { Suspense } from 'react';
import {
  data,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { SearchPage } from '@mbw/search';
import { loadSearchPage } from '@mbw/search/server';
import { buildPageMeta } from '@mbw/util';
import { serverI18n } from '../i18n/messages.server';
import { withPageMessages } from '../i18n/page-messages.server';
import { pageFacts } from '../server/request/request-context';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { searchPageContext, searchPageSeo } from '../server/upstream/search.server';
import type { PageFrameData } from '../shell/frame-data';

/**
 * /{lang?}/Search?q=&tab=&f-{facet}= (spec discovery §2 "Search"): the global search of
 * @mbw/search, its first results rendered on the server by the real engine. Not indexed; private
 * (the page carries the visitor's search token); 503 when the search service fails.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const [page, i18n] = await Promise.all([
    loadSearchPage(searchPageContext(facts, request, url)),
    serverI18n(facts.language.language),
    SearchPage.preload(), // the page's own chunk: the render never suspends on the server
  ]);
  const { query } = page.state;
  const title = query ? i18n._(msg`Search results for “${query}”`) : i18n._(msg`Search`);
  const frame: PageFrameData = { itemPath: '/Search', breadcrumbs: [] };
  return data(await withPageMessages(facts.language, ['search'], { page, frame, seo: searchPageSeo(facts, title) }), {
    status: page.status === 'unavailable' ? 503 : 200,
    headers: { 'Cache-Control': CACHE_PRIVATE },
  });
}

/** A client navigation loads the page's chunk while the server answers. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [loaded] = await Promise.all([serverLoader<typeof loader>(), SearchPage.preload()]);
  return loaded;
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? buildPageMeta(loaded.seo) : []);

export default function SearchRoute() {
  const { page } = useLoaderData<typeof loader>();
  return (
    // While hydrating before the page's chunk is there, the server HTML stays.
    <Suspense fallback={null}>
      <SearchPage data={page} />
    </Suspense>
  );
}
