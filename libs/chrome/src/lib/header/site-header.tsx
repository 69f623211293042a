import { useLingui } from '@lingui/react/macro';
import { AppLink, useSite } from '@mbw/ui';
import { LanguageLinks } from './language-links';
import { type HeaderFields, isCurrentSection, visibleMenuItems } from './menu-types';
import styles from './site-header.module.css';

/**
 * The header as the foundation ships it: logo to /{language}/, the main tabs from the menu data
 * and language links. Flyouts, the mobile menu, search, account, wishlist and cart icons come
 * with the site-chrome issue.
 */
export function SiteHeader({ fields }: { fields: HeaderFields }) {
  const { t } = useLingui();
  const { brand, itemPath } = useSite();
  const items = visibleMenuItems(fields.MenuItems);
  const brandName = brand.displayName;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <AppLink href="/" className={styles.logo}>
          <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt={t`${brandName} home page`} />
        </AppLink>
        {items.length > 0 ? (
          <nav aria-label={t`Main`} className={styles.main}>
            <ul>
              {items.map((item) => (
                <li key={item.LinkedItem.url}>
                  <AppLink
                    href={item.LinkedItem.url}
                    className={styles.tab}
                    aria-current={isCurrentSection(item.LinkedItem.url, itemPath) ? 'page' : undefined}
                  >
                    {item.Name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <LanguageLinks />
      </div>
    </header>
  );
}
