import { useLingui } from '@lingui/react/macro';
import { labelledLinkValue, textValue } from '@mbw/api-clients';
import { AppLink, useSite } from '@mbw/ui';
import { CookieSettingsButton } from '../consent/cookie-consent';
import styles from './site-footer.module.css';

export interface FooterFields {
  Columns?: Array<{ Title?: unknown; Links?: unknown[] }>;
  Claim?: unknown;
}

/** Footer from content: link columns, the brand claim and the copyright line (a dictionary phrase). */
export function SiteFooter({ fields }: { fields: FooterFields }) {
  const { t } = useLingui();
  const { brand } = useSite();
  const year = new Date().getFullYear();
  const brandName = brand.displayName;
  const columns = (fields.Columns ?? []).map((column) => ({
    title: textValue(column.Title),
    links: (column.Links ?? []).flatMap((field) => labelledLinkValue(field) ?? []),
  }));
  const claim = textValue(fields.Claim);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {columns.length > 0 ? (
          <div className={styles.columns}>
            {columns.map((column, index) =>
              column.links.length > 0 ? (
                <nav key={`${column.title}-${index}`} aria-label={column.title || t`Footer`}>
                  {column.title ? <h2 className={styles.title}>{column.title}</h2> : null}
                  <ul>
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <AppLink href={link.href}>{link.text}</AppLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null,
            )}
          </div>
        ) : null}
        {claim ? <p className={styles.claim}>{claim}</p> : null}
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t({ id: 'Footer.Copyright', message: `© ${year} ${brandName}` })}</p>
          <CookieSettingsButton className={styles.settings} />
        </div>
      </div>
    </footer>
  );
}
