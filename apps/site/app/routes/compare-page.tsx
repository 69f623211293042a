import { msg } from '@lingui/core/macro';
import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ComparePage } from '@mbw/shop-compare';
import { loadComparePage } from '@mbw/shop-compare/server';
import { buildPageMeta } from '@mbw/util';
import { comparePageContext, comparePageSeo } from '../compare/compare-page.server';
import { serverI18n } from '../i18n/messages.server';
import { pageFacts } from '../server/request/request-context';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import type { PageFrameData } from '../shell/frame-data';

/**
 * /{lang?}/Comparison (spec shop §2 "Compare page", discovery §7): the compare page of
 * @mbw/shop-compare, rendered on the server from the visitor's compare cookie (POST
 * comparedObjects). Private and not indexed; 503 with a retry when the product data fails; a
 * malformed compare cookie is rewritten in the answer.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const [load, i18n] = await Promise.all([loadComparePage(comparePageContext(facts, request, url)), serverI18n(facts.language.language)]);
  const frame: PageFrameData = { itemPath: '/Comparison', breadcrumbs: [] };
  const headers = new Headers({ 'Cache-Control': CACHE_PRIVATE });
  if (load.setCookie) headers.set('Set-Cookie', load.setCookie);
  return data(
    { page: load.data, frame, seo: comparePageSeo(facts, i18n._(msg`Compare products`)) },
    { status: load.data.status === 'error' ? 503 : 200, headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? buildPageMeta(loaded.seo) : []);

export default function CompareRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ComparePage data={page} />;
}
