import { useLingui } from '@lingui/react/macro';
import { createContext, use, type ReactNode } from 'react';
import { Button, notifyCookieChange, useBrowserCookie } from '@mbw/ui';
import { COOKIES, writeBrowserCookie, type CookieConsent } from '@mbw/util';
import styles from './cookie-consent.module.css';

interface CookieConsentValue {
  /** Undefined until known in the browser; null until the visitor has chosen (only necessary cookies then). */
  consent: CookieConsent | null | undefined;
  /** Statistics (analytics, search analytics) only with consent (spec discovery §4, §7). */
  statisticsAllowed: boolean;
  choose: (consent: CookieConsent) => void;
}

const CookieConsentContext = createContext<CookieConsentValue | null>(null);

/**
 * Holds the visitor's choice, read from the cookie in the browser after hydration: the page HTML
 * is the same for every visitor (cacheable), and the fixed banner appears without moving content.
 */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const cookie = useBrowserCookie(COOKIES.consent);
  const value: CookieConsentValue = {
    consent: cookie.known ? (cookie.value ?? null) : undefined,
    statisticsAllowed: cookie.value === 'statistics',
    choose: (choice) => {
      writeBrowserCookie(COOKIES.consent, choice);
      notifyCookieChange();
    },
  };
  return <CookieConsentContext value={value}>{children}</CookieConsentContext>;
}

/** Spec discovery §8: outside its provider, this throws the spec's message. */
export function useCookieConsent(): CookieConsentValue {
  const value = use(CookieConsentContext);
  if (!value) throw new Error('useCookieConsent must be used within a CookieConsentProvider');
  return value;
}

/**
 * The consent banner: necessary cookies (language, country, region, redirect, compare, wishlist,
 * cart, site name; spec account §9) need none; anything else waits for "Allow statistics".
 */
export function CookieConsentBanner() {
  const { t } = useLingui();
  const { consent, choose } = useCookieConsent();
  if (consent !== null) return null; // chosen, or not known yet (server render, hydration)
  return (
    <section className={styles.banner} aria-label={t`Cookie settings`}>
      <div className={styles.inner}>
        <p className={styles.text}>
          {t`We use necessary cookies to remember your language, country, wishlist and cart. With your consent we also use statistics cookies to improve the site.`}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => choose('necessary')}>
            {t`Only necessary cookies`}
          </Button>
          <Button onPress={() => choose('statistics')}>{t`Allow statistics`}</Button>
        </div>
      </div>
    </section>
  );
}
