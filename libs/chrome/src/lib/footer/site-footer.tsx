import { useLingui } from '@lingui/react/macro';
import { AppLink, useSite } from '@mbw/ui';
import styles from './site-footer.module.css';

interface TextField {
  value?: unknown;
}
interface LinkField {
  value?: { href?: unknown; text?: unknown };
}

export interface FooterFields {
  Columns?: Array<{ Title?: TextField; Links?: LinkField[] }>;
  Claim?: TextField;
}

function text(field: TextField | undefined): string {
  return typeof field?.value === 'string' ? field.value : '';
}

function links(fields: LinkField[] | undefined): Array<{ href: string; text: string }> {
  return (fields ?? []).flatMap((field) => {
    const { href, text: label } = field.value ?? {};
    return typeof href === 'string' && href && typeof label === 'string' && label ? [{ href, text: label }] : [];
  });
}

/** Footer from content: link columns, the brand claim and the copyright line (a dictionary phrase). */
export function SiteFooter({ fields }: { fields: FooterFields }) {
  const { t } = useLingui();
  const { brand } = useSite();
  const year = new Date().getFullYear();
  const brandName = brand.displayName;
  const columns = (fields.Columns ?? []).map((column) => ({ title: text(column.Title), links: links(column.Links) }));
  const claim = text(fields.Claim);
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
        <p className={styles.copyright}>{t({ id: 'Footer.Copyright', message: `© ${year} ${brandName}` })}</p>
      </div>
    </footer>
  );
}
