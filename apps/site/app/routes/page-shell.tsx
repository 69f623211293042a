import { type ReactNode } from 'react';
import {
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { isSignedIn } from '@mbw/account';
import type { RouteData } from '@mbw/api-clients';
import { Breadcrumb, ErrorNotice, FallbackNotFound, NotFound, SiteFooter, SiteHeader, SkipLink } from '@mbw/chrome';
import { ComponentMapProvider, Placeholder } from '@mbw/content-blocks';
import { buildPageMeta, serializeJsonLd } from '@mbw/util';
import { chromeFor } from '../shell/chrome.server';
import { componentMap } from '../shell/component-map';
import { PageFrame } from '../shell/page-frame';
import { useNonce } from '../server/security/nonce';
import { HOME_FRAME, frameStructuredData, isNotFoundPage, pageFrameOf, revalidateOnLanguageChange, type PageFrameData } from '../shell/frame-data';
import { pageFacts } from '../server/request/request-context';
import type { loader as rootLoader } from '../root';

/**
 * The page shell (ARCHITECTURE §4): every page of the site renders inside it. It loads the chrome
 * (header with its menus, footer) beside the page's own loader, and renders the frame — skip link,
 * header, breadcrumb, main, footer, consent, cart panel — once for every page, for the not-found
 * page a loader throws (shell/not-found.server.ts) and for any other error. Page routes render only
 * what goes inside <main>.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { language, publicOrigin, viewer, shop } = await pageFacts(context);
  // The public origin makes the structured data's URLs absolute (never the request's Host). The
  // header greets a signed-in customer by last name (a signed-in page is never shared by caches).
  // The account screens read the same customer (AccountViewerProvider): last name and e-mail, nothing secret.
  const customer = isSignedIn(viewer, { editorActive: false }) ? { lastName: viewer.lastName ?? '', email: viewer.userName ?? '' } : null;
  // Spec shop §1: the cart icon and panel only when the shop shows for this visitor.
  return { chrome: await chromeFor(language.tag), origin: publicOrigin, customer, shop };
}

/** The chrome depends on the language only. */
export const shouldRevalidate = revalidateOnLanguageChange;

/** A thrown not-found page brings its own cache policy; a page's own headers come from its route. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** Head tags of the not-found page; other errors title themselves (ErrorNotice). */
export const meta: MetaFunction<typeof loader> = ({ error }) =>
  isRouteErrorResponse(error) && isNotFoundPage(error.data) ? buildPageMeta(error.data.seo) : [];

/**
 * The page's JSON-LD (BreadcrumbList, and what the page adds: Product, Organization), with the
 * CSP nonce every inline script of a document carries.
 */
function StructuredData({ frame, language }: { frame: PageFrameData; language: string }) {
  const nonce = useNonce();
  const origin = useRouteLoaderData<typeof loader>('shell')?.origin;
  if (!origin) return null;
  return frameStructuredData(frame, { origin, language }).map((data, index) => (
    <script key={index} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  ));
}

function Frame({ chrome, frame, children }: { chrome: RouteData | null; frame: PageFrameData; children: ReactNode }) {
  const language = useRouteLoaderData<typeof rootLoader>('root')?.language ?? 'en';
  const shell = useRouteLoaderData<typeof loader>('shell');
  const customer = shell?.customer ?? null;
  return (
    <PageFrame language={language} itemPath={frame.itemPath} customer={customer} shop={shell?.shop === true}>
      <ComponentMapProvider map={componentMap}>
        <SkipLink />
        {chrome ? <Placeholder name="jss-header" rendering={chrome} /> : <SiteHeader fields={{}} />}
        {frame.breadcrumbs.length > 0 ? <Breadcrumb items={frame.breadcrumbs} isProductPage={frame.productTrail === true} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {chrome ? <Placeholder name="jss-footer" rendering={chrome} /> : <SiteFooter fields={{}} />}
        <StructuredData frame={frame} language={language} />
      </ComponentMapProvider>
    </PageFrame>
  );
}

export default function PageShell() {
  const { chrome } = useLoaderData<typeof loader>();
  const frame = pageFrameOf(useMatches());
  return (
    <Frame chrome={chrome} frame={frame}>
      <Outlet />
    </Frame>
  );
}

/**
 * The not-found page (status 404, spec discovery §2: no breadcrumb) and every other error a page
 * meets, inside the frame: never a stack trace or a blank page. The chrome is there unless its
 * own loading failed; details of unexpected errors go to the server log (entry.server handleError).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const chrome = useRouteLoaderData<typeof loader>('shell')?.chrome ?? null;
  const notFoundPage = isRouteErrorResponse(error) && isNotFoundPage(error.data) ? error.data : null;
  return (
    <Frame chrome={chrome} frame={HOME_FRAME}>
      {notFoundPage ? (
        notFoundPage.fields ? (
          <NotFound fields={notFoundPage.fields} />
        ) : (
          <FallbackNotFound />
        )
      ) : (
        <ErrorNotice notFound={isRouteErrorResponse(error) && error.status === 404} />
      )}
    </Frame>
  );
}
