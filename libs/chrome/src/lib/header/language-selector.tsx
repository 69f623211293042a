import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { Icon, buttonClassName, useSite } from '@mbw/ui';
import { localizedPath } from '@mbw/util';
import { useHeaderStatus } from './header-status';
import styles from './site-header.module.css';

// Loaded when the plus button is pressed: the dialog, selects and region data are not first-load code.
const LanguageFlyout = lazy(() => import('./language-flyout'));

/** Site languages with their names in their own language (endonyms are data, not UI copy). */
export const SITE_LANGUAGE_NAMES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
] as const;

function pathIn(language: string, itemPath: string): string {
  return localizedPath(language, itemPath);
}

/** Direct links to this page in each site language. */
export function LanguageLinks() {
  const { t } = useLingui();
  const { language, itemPath } = useSite();
  const current = language.split('-')[0];
  return (
    <nav aria-label={t`Language`} className={styles.languages}>
      <ul>
        {SITE_LANGUAGE_NAMES.map(({ code, name }) => (
          <li key={code}>
            <Link
              to={pathIn(code, itemPath)}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? 'true' : undefined}
              aria-label={name}
              className={styles.languageLink}
            >
              {code.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const countryNames = new Map<string, string>();

/** The country's name in the language (Intl.DisplayNames; cached, the first lookup is costly). */
export function countryName(countryCode: string, language: string): string {
  const key = `${language}|${countryCode}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([language], { type: 'region' }).of(countryCode) ?? countryCode;
    } catch {
      name = countryCode;
    }
    countryNames.set(key, name);
  }
  return name;
}

/** The top bar's own breakpoint (site-header.module.css: hidden up to 960 px, spec discovery §9). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not text
const TOP_BAR_HIDDEN_QUERY = '(max-width: 960px)';

/**
 * The country name for the desktop code's tooltip, computed when the browser is idle after
 * hydration: the first Intl.DisplayNames costs ≈ 15 ms of main thread (60–100 ms on a throttled
 * phone), which would otherwise lengthen hydration's long task. Phones never show the desktop top
 * bar (it is display: none up to 960 px), so there the name waits until the code is pointed at —
 * an idle task on every phone page load was the home page's largest blocking task. Undefined until
 * then (and in the server HTML), so server and browser render the same.
 */
function useIdleCountryName(countryCode: string, language: string, element: RefObject<HTMLElement | null>): string | undefined {
  const key = `${language}|${countryCode}`;
  const [computed, setComputed] = useState<{ key: string; name: string } | null>(null);
  useEffect(() => {
    const compute = () => setComputed({ key, name: countryName(countryCode, language) });
    const target = element.current;
    // Not rendered (the mobile variant computes its name itself).
    if (!target) return undefined;
    if (window.matchMedia?.(TOP_BAR_HIDDEN_QUERY).matches) {
      target.addEventListener('pointerenter', compute, { once: true });
      return () => target.removeEventListener('pointerenter', compute);
    }
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(compute);
    return () => cancel(handle);
  }, [key, countryCode, language, element]);
  return computed?.key === key ? computed.name : undefined;
}

/**
 * Language selector (spec discovery §2). Desktop: country code, current language, direct language
 * links and a plus button that opens the region/country/language flyout. Mobile: the country
 * name and the direct links.
 */
export function LanguageSelector({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useLingui();
  const { language } = useSite();
  const { countryCode } = useHeaderStatus();
  const [open, setOpen] = useState(false);
  const base = language.split('-')[0] ?? 'en';
  const currentName = SITE_LANGUAGE_NAMES.find((entry) => entry.code === base)?.name ?? language;
  const codeRef = useRef<HTMLElement>(null);
  const idleCountry = useIdleCountryName(countryCode, language, codeRef);
  if (variant === 'mobile') {
    // Inside the mobile menu, which loads on demand: the name is computed right away.
    return (
      <div className={styles.languageSelectorMobile}>
        <span>{countryName(countryCode, language)}</span>
        <LanguageLinks />
      </div>
    );
  }
  return (
    <div className={styles.languageSelector}>
      <abbr ref={codeRef} title={idleCountry} className={styles.countryCode}>
        {countryCode}
      </abbr>
      <span className={styles.currentLanguage}>{currentName}</span>
      <LanguageLinks />
      <button
        type="button"
        className={buttonClassName({ variant: 'ghost', size: 'small', iconOnly: true, className: styles.plusButton })}
        onClick={() => setOpen(true)}
        aria-label={t`Choose region, country and language`}
      >
        <Icon name="plus" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageFlyout onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
