import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import {
  createTagManager,
  listenForProductClicks,
  pageviewEvent,
  pushAnalyticsEvent,
  type TagManager,
  type TagManagerSettings,
} from '@mbw/analytics';
import { useCookieConsent } from '@mbw/chrome';
import { COOKIES, readBrowserCookie } from '@mbw/util';
import { useNonce } from '../server/security/nonce';

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
 * The site's analytics in the page frame (issue 29, docs/decisions/analytics-and-consent.md):
 * - the tag manager's consent state machine (@mbw/analytics): Consent Mode's denied defaults
 *   first, the container only after statistics consent, never again once withdrawn;
 * - a pageview on the first page and on every client-side navigation (held until the visitor
 *   answers the banner, dropped if they do not allow statistics);
 * - the product-click push for every product link.
 * Rendered before the page in the frame, so its effects run before the page's own pushes.
 * Renders nothing.
 */
export function PageAnalytics({ tagManager }: { tagManager: TagManagerSettings | null }) {
  const { consent } = useCookieConsent();
  const location = useLocation();
  const pageType = pageTypeOf(useMatches());
  const nonce = useNonce();
  // Web vitals describe the page the document was loaded for (LCP, FCP, TTFB): its type.
  const [landingPageType] = useState(pageType);
  const currentPageType = useRef(pageType);
  const manager = useRef<TagManager | null>(null);

  useEffect(() => {
    currentPageType.current = pageType;
  }, [pageType]);

  // Started from the cookie itself on mount, before any push of this page.
  useEffect(() => {
    manager.current = createTagManager(tagManager, { nonce, pageType: () => landingPageType });
    manager.current.start(readBrowserCookie(COOKIES.consent) ?? null);
    return listenForProductClicks(() => currentPageType.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per document
  }, []);

  // The visitor's answer changing on this page (the banner, or consent withdrawn).
  useEffect(() => {
    if (consent !== undefined) manager.current?.consent(consent);
  }, [consent]);

  useEffect(() => {
    pushAnalyticsEvent(
      pageviewEvent({
        pageType,
        path: location.pathname + location.search,
        origin: window.location.origin,
        title: document.title,
        language: document.documentElement.lang,
        countryCode: readBrowserCookie(COOKIES.countryCode),
      }),
      { holdUntilConsent: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one pageview per location
  }, [location.pathname, location.search]);

  return null;
}
