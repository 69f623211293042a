import { type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { TagManagerSettings } from '@mbw/analytics';
import type { RouteData } from '@mbw/api-clients';
import { Breadcrumb, ErrorNotice, FallbackNotFound, NotFound, SiteFooter, SiteHeader, SkipLink } from '@mbw/chrome';
import { ComponentMapProvider, Placeholder } from '@mbw/content-blocks';
import { serializeJsonLd } from '@mbw/util';
import { componentMap } from './component-map';
import { HOME_FRAME, frameStructuredData, isNotFoundPage, type PageFrameData } from './frame-data';
import { PageFrame } from './page-frame';
import { useNonce } from '../server/security/nonce';
import type { loader as rootLoader } from '../root';

/** What the page shell's loader gives every page (routes/page-shell.tsx, shell-data.server.ts). */
export interface ShellData {
  chrome: RouteData | null;
  origin: string;
  customer: { lastName: string; email: string } | null;
  shop: boolean;
  /** The brand's tag manager (env + brand config); null: none, nothing loads (issue 29). */
  tagManager: TagManagerSettings | null;
}

const useShellData = () => useRouteLoaderData('shell') as ShellData | undefined;

/**
 * The page's JSON-LD (BreadcrumbList, and what the page adds: Product, Organization), with the
 * CSP nonce every inline script of a document carries.
 */
function StructuredData({ frame, language }: { frame: PageFrameData; language: string }) {
  const nonce = useNonce();
  const origin = useShellData()?.origin;
  if (!origin) return null;
  return frameStructuredData(frame, { origin, language }).map((data, index) => (
    <script key={index} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  ));
}

/**
 * The frame of every page (ARCHITECTURE §4): skip link, header, breadcrumb, main, footer, consent,
 * cart panel, once; page routes render only what goes inside <main>.
 */
export function ShellFrame({ chrome, frame, children }: { chrome: RouteData | null; frame: PageFrameData; children: ReactNode }) {
  const language = useRouteLoaderData<typeof rootLoader>('root')?.language ?? 'en';
  const shell = useShellData();
  const customer = shell?.customer ?? null;
  return (
    <PageFrame
      language={language}
      itemPath={frame.itemPath}
      customer={customer}
      shop={shell?.shop === true}
      tagManager={shell?.tagManager ?? null}
    >
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

/**
 * The not-found page (status 404, spec discovery §2: no breadcrumb) and every other error a page
 * meets, inside the frame: never a stack trace or a blank page. The chrome is there unless its
 * own loading failed; details of unexpected errors go to the server log (entry.server handleError).
 */
export function ShellErrorPage({ error }: { error: unknown }) {
  const chrome = useShellData()?.chrome ?? null;
  const notFoundPage = isRouteErrorResponse(error) && isNotFoundPage(error.data) ? error.data : null;
  return (
    <ShellFrame chrome={chrome} frame={HOME_FRAME}>
      {notFoundPage ? (
        notFoundPage.fields ? (
          <NotFound fields={notFoundPage.fields} />
        ) : (
          <FallbackNotFound />
        )
      ) : (
        <ErrorNotice notFound={isRouteErrorResponse(error) && error.status === 404} />
      )}
    </ShellFrame>
  );
}
