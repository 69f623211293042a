import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
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

export function countryName(countryCode: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
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
  const country = countryName(countryCode, language);
  if (variant === 'mobile') {
    return (
      <div className={styles.languageSelectorMobile}>
        <span>{country}</span>
        <LanguageLinks />
      </div>
    );
  }
  return (
    <div className={styles.languageSelector}>
      <abbr title={country} className={styles.countryCode}>
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
