import {
  createTagManager,
  listenForProductClicks,
  pageviewEvent,
  pushAnalyticsEvent,
  type TagManager,
  type TagManagerSettings,
} from '@mbw/analytics';
import { COOKIES, readBrowserCookie } from '@mbw/util';

/** The visitor's answer to the banner: statistics, necessary, or null while unanswered. */
type Choice = 'statistics' | 'necessary' | null;

export interface AnalyticsRuntime {
  consent(choice: Choice): void;
  /** The current page's pageview (once per path; nothing without consent). */
  pageview(): void;
}

/**
 * The analytics of a document once they are needed (a chunk of its own, loaded by
 * page-analytics.tsx when a container is configured or the visitor allows statistics): the tag
 * manager's consent state machine, the pageviews and the product-click listener.
 */
export function startAnalytics(options: {
  tagManager: TagManagerSettings | null;
  nonce: string | undefined;
  /** The type of the page the document was loaded for (web vitals describe it). */
  landingPageType: string;
  pageType: () => string;
}): AnalyticsRuntime {
  let lastPageview = '';
  const pageview = () => {
    const path = window.location.pathname + window.location.search;
    if (path === lastPageview) return;
    const pushed = pushAnalyticsEvent(
      pageviewEvent({
        pageType: options.pageType(),
        path,
        origin: window.location.origin,
        title: document.title,
        language: document.documentElement.lang,
        countryCode: readBrowserCookie(COOKIES.countryCode),
      }),
    );
    if (pushed) lastPageview = path;
  };
  const manager: TagManager = createTagManager(options.tagManager, {
    ...(options.nonce ? { nonce: options.nonce } : {}),
    pageType: () => options.landingPageType,
    pageview,
  });
  manager.start(readBrowserCookie(COOKIES.consent) ?? null);
  listenForProductClicks(options.pageType);
  return { consent: (choice) => manager.consent(choice), pageview };
}
