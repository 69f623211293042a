import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSite } from '@mbw/ui';
import styles from './site-header.module.css';

/** Site languages with their names in their own language (endonyms are data, not UI copy). */
const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
] as const;

function pathIn(language: string, itemPath: string): string {
  return itemPath === '/' ? `/${language}/` : `/${language}${itemPath}`;
}

/**
 * Direct links to this page in the other languages. The full selector with the region/country
 * flyout comes with the site-chrome issue; these links keep the page reachable in every language.
 */
export function LanguageLinks() {
  const { t } = useLingui();
  const { language, itemPath } = useSite();
  const current = language.split('-')[0];
  return (
    <nav aria-label={t`Language`} className={styles.languages}>
      <ul>
        {LANGUAGES.map(({ code, name }) => (
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
