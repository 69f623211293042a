import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import { consentDefaultsScript, type TagManagerSettings } from '@mbw/analytics';
import { useCookieConsent } from '@mbw/chrome';
import { COOKIES } from '@mbw/util';
import { useNonce } from '../server/security/nonce';
import type { AnalyticsRuntime } from './analytics-runtime';

/**
 * The page type analytics report (pageview, Core Web Vitals): the id of the page's route
 * (routes.ts: home, content, product, downloads, search, compare, login, auth-callback); an error
 * the page shell or the root shows is 'error'.
 */
export function pageTypeOf(matches: readonly Pick<UIMatch, 'id'>[]): string {
  const id = matches.at(-1)?.id;
  return !id || id === 'root' || id === 'shell' ? 'error' : id;
}

/**
 * The site's analytics in the page frame (issue 29, docs/decisions/analytics-and-consent.md). In
 * the first load only this: with a container, the server renders Consent Mode's denied defaults
 * as an inline script (first in the dataLayer, before any script of the page runs); the rest
 * (analytics-runtime.ts: the consent state machine that loads the container only after statistics
 * consent, the pageviews, the product clicks) is a chunk loaded when a container is configured or
 * the visitor allows statistics. Without either, nothing loads.
 */
export function PageAnalytics({ tagManager }: { tagManager: TagManagerSettings | null }) {
  const { consent } = useCookieConsent();
  const location = useLocation();
  const pageType = pageTypeOf(useMatches());
  const nonce = useNonce();
  const [landingPageType] = useState(pageType);
  const currentPageType = useRef(pageType);
  const [runtime, setRuntime] = useState<AnalyticsRuntime | null>(null);
  const wanted = tagManager !== null || consent === 'statistics';

  useEffect(() => {
    currentPageType.current = pageType;
  }, [pageType]);

  useEffect(() => {
    if (!wanted || runtime) return;
    let cancelled = false;
    import('./analytics-runtime')
      .then(({ startAnalytics }) => {
        if (!cancelled) setRuntime(startAnalytics({ tagManager, nonce, landingPageType, pageType: () => currentPageType.current }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per document
  }, [wanted]);

  // The visitor's answer changing on this page (the banner, or consent withdrawn).
  useEffect(() => {
    if (runtime && consent !== undefined) runtime.consent(consent);
  }, [runtime, consent]);

  // A pageview for every page, the first and each client-side navigation (after the page's type is known).
  useEffect(() => {
    runtime?.pageview();
  }, [runtime, location.pathname, location.search]);

  if (!tagManager) return null;
  // The browser keeps the server's text (React does not rewrite it): the defaults' code stays out of the bundle.
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? consentDefaultsScript(COOKIES.consent.name) : '' }}
    />
  );
}
