import { useLocation } from 'react-router';
import { AppLink } from '@mbw/ui';
import styles from './contact.module.css';

interface ConcernItem {
  id?: string;
  fields?: { Title?: { value?: string }; Link?: { value?: { href?: string } } };
}

export interface ConcernDropdownProps {
  fields: { Label?: { value?: string }; Concerns?: ConcernItem[] };
}

/** The language prefix and trailing slash do not make another page. */
function samePage(href: string, pathname: string): boolean {
  const strip = (path: string) =>
    path
      .replace(/^\/(en|de|fr|it)(-[A-Za-z]{2})?(?=\/|$)/, '')
      .replace(/\/$/, '')
      .toLowerCase();
  return strip(href) === strip(pathname);
}

/**
 * The concern dropdown of the contact pages (spec discovery §2 "The dropdown switches to another
 * contact form page by link"): a disclosure holding one link per concern, the current page's
 * marked. Links, not a select: it works without JavaScript, by keyboard, and a screen reader
 * hears where each one leads.
 */
export function ConcernDropdown({ fields }: ConcernDropdownProps) {
  const { pathname } = useLocation();
  const concerns = (fields.Concerns ?? [])
    .map((item) => ({ id: item.id, title: item.fields?.Title?.value ?? '', href: item.fields?.Link?.value?.href ?? '' }))
    .filter((item) => item.title !== '' && item.href !== '');
  if (concerns.length === 0) return null;
  const label = fields.Label?.value ?? '';
  const current = concerns.find((item) => samePage(item.href, pathname));
  return (
    <nav className={styles.concerns} aria-label={label || undefined}>
      {/* Keyed by page: a client navigation to another concern starts closed. */}
      <details key={pathname} className={styles.dropdown}>
        <summary className={styles.summary}>
          <span className={styles.summaryLabel}>{label}</span>
          <span className={styles.summaryValue}>{current?.title ?? concerns[0]?.title}</span>
        </summary>
        <ul className={styles.options}>
          {concerns.map((item) => (
            <li key={item.id ?? item.href}>
              <AppLink href={item.href} className={styles.option} aria-current={item === current ? 'page' : undefined}>
                {item.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
