import { useLingui } from '@lingui/react/macro';
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClassName, notifyCookieChange, useBrowserCookie } from '@mbw/ui';
import { useLocation } from 'react-router';
import { COOKIES, writeBrowserCookie, type CookieConsent } from '@mbw/util';
import styles from './cookie-consent.module.css';

interface CookieConsentValue {
  /** Undefined until known in the browser; null until the visitor has chosen (only necessary cookies then). */
  consent: CookieConsent | null | undefined;
  /** Statistics (analytics, search analytics) only with consent (spec discovery §4, §7). */
  statisticsAllowed: boolean;
  choose: (consent: CookieConsent) => void;
  /** The banner shown again to change the choice (the footer's "Cookie settings"); the focus returns to `from` after. */
  reopen: (from: HTMLElement | null) => void;
  /** True while the banner is open again for a visitor who had chosen. */
  reopened: boolean;
}

const CookieConsentContext = createContext<CookieConsentValue | null>(null);

/** Where the banner posts the choice when no script runs (apps/site/app/routes/cookie-consent.ts). */
const COOKIE_CONSENT_ACTION = '/cookie-consent';

/** The banner's id: the form target's redirect ends in #cookie-consent so CSS hides it (no-script visitors). */
export const COOKIE_CONSENT_BANNER_ID = 'cookie-consent';

/** Set on <html> before the first paint when the visitor has already chosen. */
const CHOSEN_ATTRIBUTE = 'data-cookie-consent';

/**
 * A blocking inline script for <head>: the page HTML is the same for every visitor (cacheable),
 * so it always contains the banner; a visitor who has chosen must not see it flash. This marks
 * <html> before the body is painted and the banner's CSS hides it (see cookie-consent.module.css).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- script source, not text
export const COOKIE_CONSENT_HEAD_SCRIPT = `try{if(/(?:^|;\\s*)${COOKIES.consent.name}=(?:necessary|statistics)(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${CHOSEN_ATTRIBUTE}','')}catch(e){}`;

/** Holds the visitor's choice, read from the cookie in the browser after hydration. */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const cookie = useBrowserCookie(COOKIES.consent);
  const [reopenedFrom, setReopenedFrom] = useState<{ from: HTMLElement | null } | null>(null);
  const value: CookieConsentValue = {
    consent: cookie.known ? (cookie.value ?? null) : undefined,
    statisticsAllowed: cookie.value === 'statistics',
    choose: (choice) => {
      writeBrowserCookie(COOKIES.consent, choice);
      notifyCookieChange();
      if (reopenedFrom) {
        reopenedFrom.from?.focus();
        setReopenedFrom(null);
      }
    },
    reopen: (from) => setReopenedFrom({ from }),
    reopened: reopenedFrom !== null,
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
 * cart, site name; spec account §9) need none; anything else waits for "Allow statistics". The
 * text names the cart only on brands with the shop (the others set no cart cookie).
 *
 * Server-rendered into every page (hidden by COOKIE_CONSENT_HEAD_SCRIPT once chosen), so it is
 * part of the first paint instead of appearing late after hydration. The buttons submit a form:
 * before the scripts run (or without them) the server sets the cookie and sends the visitor back;
 * afterwards the click writes the cookie in place.
 *
 * Decision (spec silent): the page HTML is shared-cacheable, so the server never leaves the banner
 * out. A visitor without JavaScript sees it hidden on the page the form returns to; on later pages
 * it shows again (their choice is stored and honoured all the same), since nothing that runs in
 * their browser can read the cookie.
 */
export function CookieConsentBanner({ shop }: { /** The brand has the web shop: only then is there a cart to remember. */ shop: boolean }) {
  const { t } = useLingui();
  const { consent, choose, reopened } = useCookieConsent();
  const location = useLocation();
  const firstButton = useRef<HTMLButtonElement>(null);
  // Opened again from "Cookie settings": the focus moves into the banner (and back after the choice).
  useEffect(() => {
    if (reopened) firstButton.current?.focus();
  }, [reopened]);
  if (consent && !reopened) return null;
  const chooseInPlace = (choice: CookieConsent) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    choose(choice);
  };
  return (
    <section id={COOKIE_CONSENT_BANNER_ID} className={styles.banner} data-reopened={reopened || undefined} aria-label={t`Cookie settings`}>
      <form className={styles.inner} method="post" action={COOKIE_CONSENT_ACTION}>
        <input type="hidden" name="return_to" value={location.pathname + location.search} />
        <p className={styles.text}>
          {shop
            ? t`We use necessary cookies to remember your language, country, wishlist and cart. With your consent we also use statistics cookies to improve the site.`
            : t`We use necessary cookies to remember your language, country and wishlist. With your consent we also use statistics cookies to improve the site.`}
        </p>
        <div className={styles.actions}>
          <button
            ref={firstButton}
            type="submit"
            name="consent"
            value="necessary"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={chooseInPlace('necessary')}
          >
            {t`Only necessary cookies`}
          </button>
          <button type="submit" name="consent" value="statistics" className={buttonClassName()} onClick={chooseInPlace('statistics')}>
            {t`Allow statistics`}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * "Cookie settings" (the footer): opens the banner again, so statistics consent is as easy to
 * withdraw as to give (GDPR Art. 7(3)). A choice there takes effect at once: withdrawn, the tag
 * manager loads nothing more (docs/decisions/analytics-and-consent.md). Shown once the page runs
 * scripts and the visitor has chosen; before that, the banner itself is on screen.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const value = use(CookieConsentContext);
  if (!value?.consent) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => value.reopen(event.currentTarget)}
      aria-controls={COOKIE_CONSENT_BANNER_ID}
      aria-expanded={value.reopened}
    >
      {t`Cookie settings`}
    </button>
  );
}
