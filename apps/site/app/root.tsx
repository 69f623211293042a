import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import brand from 'virtual:brand';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
} from 'react-router';
import { COOKIE_CONSENT_HEAD_SCRIPT, ErrorNotice } from '@mbw/chrome';
import { SiteProvider } from '@mbw/ui';
import { writeBrowserCookie } from '@mbw/util';
import { useDocumentI18n } from './i18n/document-i18n';
import { frameMessages } from './i18n/page-messages.server';
import { logEvent } from './server/runtime/log.server';
import { useCriticalCss } from './document/critical-css';
import { ERROR_REPORTING_META } from './errors/error-reporting-config';
import { createNonce, nonceContext, useNonce } from './server/security/nonce';
import { env, errorReportingSettings, mapSettings, sentryDsnParts } from './server/runtime/env.server';
import { requestContext } from './server/request/request-context';
import { requestFactsMiddleware } from './server/request/request-facts-middleware.server';
import { viewerFrom } from './server/session/session.server';
import { requestShop } from './shop/shop-fact.server';
import { revalidateOnLanguageChange } from './shell/frame-data';
import { baseSecurityHeaders, contentSecurityPolicy } from './server/security/security-headers';
import { tagManagerCspSources } from './analytics/tag-manager-settings';
import { brandTagManager } from './analytics/brand-tag-manager.server';
import { staleLanguageCookies } from './server/request/request-language';
import { themeCss } from './document/theme-css';
import './styles/global.css';

const brandThemeCss = themeCss(brand.theme);
/**
 * Production documents carry their routes' CSS inline and the stylesheet links at the end of the
 * body (see document/critical-css.ts); the dev server keeps React Router's links in the head.
 */
const INLINE_ROUTE_CSS = import.meta.env.PROD;

/**
 * Every response of the site (documents, data requests, proxies) gets the security headers;
 * documents also get the Content-Security-Policy with this request's script nonce. Then the
 * request's facts go into the context, and cross-site writes are refused.
 */
export const middleware: MiddlewareFunction<Response>[] = [
  async ({ context, url }, next) => {
    const nonce = createNonce();
    context.set(nonceContext, nonce);
    const response = await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders(url.hostname))) response.headers.set(name, value);
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy({
          nonce,
          hostname: url.hostname,
          development: import.meta.env.DEV,
          connectSources: reportingOrigins(),
          mapbox: mapSettings(env()).provider === 'mapbox',
          tagManager: tagManagerCspSources(brandTagManager()),
        }),
      );
    }
    return response;
  },
  // Before any route runs: the request's facts for every loader (the costly ones on first read),
  // and no state change another site asked for (every action and proxy sits behind this).
  requestFactsMiddleware({
    config: () => ({
      siteName: brand.sitecoreSiteName,
      brandDomain: brand.domain,
      configuredPublicOrigin: env().PUBLIC_ORIGIN,
      development: import.meta.env.DEV,
      shopBrand: brand.shop,
    }),
    viewerFrom,
    requestShop,
    log: (event, fields) => logEvent('info', event, fields),
  }),
];

/** Browser errors go to the Sentry DSN's host when one is configured: the CSP lets the page send there. */
function reportingOrigins(): string[] {
  const dsn = env().SENTRY_DSN;
  const origin = dsn ? sentryDsnParts(dsn)?.origin : undefined;
  return origin ? [origin] : [];
}

/**
 * Language and the frame's messages (header, footer, consent, error notice: every page's) with
 * the CMS dictionary merged over them. Each page route sends its own features' messages
 * (i18n/page-messages.server.ts; docs/decisions/messages-per-page.md).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { language, languageFromUrl: fromUrl } = context.get(requestContext);
  return {
    language: language.tag,
    languageFromUrl: fromUrl,
    locale: language.language,
    messages: await frameMessages(language),
    map: mapSettings(env()),
    // Where the browser reports its errors (entry.client.tsx reads it from the document): Sentry's DSN, public by design.
    errorReporting: errorReportingSettings(env()),
  };
}

/** The messages only change with the language: client navigations within one language skip this loader. */
export const shouldRevalidate = revalidateOnLanguageChange;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const criticalCss = useCriticalCss();
  // The stylesheet links join only after the first client-side navigation. Until then the inline
  // CSS is the routes' CSS: adding the same stylesheet again after hydration made the browser
  // restyle the whole document on every page load (traced on the product page: 634 elements).
  const location = useLocation();
  const [firstLocationKey] = useState(location.key);
  const navigated = location.key !== firstLocationKey;
  return (
    // suppressHydrationWarning: COOKIE_CONSENT_HEAD_SCRIPT may add an attribute before hydration.
    <html lang={root?.language ?? 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.theme.primary} />
        {/* React Aria gives the <style> it injects (press handling) this nonce, so the CSP allows it. */}
        <meta name="csp-nonce" nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {root?.errorReporting ? <meta name={ERROR_REPORTING_META} content={JSON.stringify(root.errorReporting)} /> : null}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COOKIE_CONSENT_HEAD_SCRIPT }} />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: brandThemeCss }} />
        {/* In the browser the text is unknown (''): hydration keeps the server's, and React never
            rewrites it because the prop does not change afterwards. */}
        {INLINE_ROUTE_CSS ? (
          <style nonce={nonce} data-critical-css="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: criticalCss ?? '' }} />
        ) : null}
        <Meta />
        {INLINE_ROUTE_CSS ? null : <Links nonce={nonce} />}
      </head>
      <body>
        {children}
        {/* With the CSS inline, stylesheet links are only needed once the page navigates on the
            client (new routes may bring new CSS): rendered then, they never block a first paint. */}
        {INLINE_ROUTE_CSS && navigated ? <Links nonce={nonce} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Keeps the language cookies (spec: language kept in cookies, 360 days) in step with the page.
 * Written by the browser, so that server responses carry no Set-Cookie and stay cacheable.
 */
function useLanguageCookies(languageTag: string, fromUrl: boolean) {
  useEffect(() => {
    for (const definition of staleLanguageCookies({ languageTag, fromUrl }, document.cookie, brand.sitecoreSiteName)) {
      writeBrowserCookie(definition, languageTag);
    }
  }, [languageTag, fromUrl]);
}

export default function App() {
  const { language, languageFromUrl, locale, messages } = useLoaderData<typeof loader>();
  const i18n = useDocumentI18n(locale, messages);
  useLanguageCookies(language, languageFromUrl);
  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
    </I18nProvider>
  );
}

/**
 * Last line of defence, for a failure before any page could start (the messages or the page
 * shell itself): a plain message and the way home, never a stack trace or a blank page. Every
 * page error, the not-found page included, is rendered by the page shell inside the site's frame
 * (routes/page-shell.tsx). Details go to the server log (entry.server handleError).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  const i18n = useDocumentI18n(root?.locale ?? 'en', root?.messages);
  const language = root?.language ?? 'en';
  return (
    <I18nProvider i18n={i18n}>
      <SiteProvider value={{ language, itemPath: '/', brand: { id: brand.id, displayName: brand.displayName, logo: brand.logo } }}>
        <main id="main" tabIndex={-1}>
          <ErrorNotice notFound={isRouteErrorResponse(error) && error.status === 404} />
        </main>
      </SiteProvider>
    </I18nProvider>
  );
}
