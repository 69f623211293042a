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
import { ComparePage } from '@mbw/shop-compare';
import { loadComparePage } from '@mbw/shop-compare/server';
import { buildPageMeta } from '@mbw/util';
import { comparePageContext, comparePageSeo } from '../compare/compare-page.server';
import { serverI18n } from '../i18n/messages.server';
import { withPageMessages } from '../i18n/page-messages.server';
import { pageFacts } from '../server/request/request-context';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import type { PageFrameData } from '../shell/frame-data';

/**
 * /{lang?}/Comparison (spec shop §2 "Compare page", discovery §7): the compare page of @mbw/shop-compare, rendered
 * on the server from the visitor's compare cookie (POST comparedObjects). Private and not indexed; 503 with a
 * retry when the product data fails; a malformed compare cookie is rewritten in the answer.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const [load, i18n] = await Promise.all([
    loadComparePage(comparePageContext(facts, request, url)),
    serverI18n(facts.language.language),
    ComparePage.preload(), // the page's own chunk: the render never suspends on the server
  ]);
  const frame: PageFrameData = { itemPath: '/Comparison', breadcrumbs: [] };
  const headers = new Headers({ 'Cache-Control': CACHE_PRIVATE, ...(load.setCookie ? { 'Set-Cookie': load.setCookie } : {}) });
  const loaded = { page: load.data, frame, seo: comparePageSeo(facts, i18n._(msg`Compare products`)) };
  return data(await withPageMessages(facts.language, ['shop-compare'], loaded), {
    status: load.data.status === 'error' ? 503 : 200,
    headers,
  });
}

/** A client navigation loads the page's chunk while the server answers. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [loaded] = await Promise.all([serverLoader<typeof loader>(), ComparePage.preload()]);
  return loaded;
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? buildPageMeta(loaded.seo) : []);

export default function CompareRoute() {
  const { page } = useLoaderData<typeof loader>();
  return (
    // While hydrating before the page's chunk is there, the server HTML stays.
    <Suspense fallback={null}>
      <ComparePage data={page} />
    </Suspense>
  );
}
