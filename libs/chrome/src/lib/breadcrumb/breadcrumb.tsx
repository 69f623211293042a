import { useLingui } from '@lingui/react/macro';
import { AppLink, Icon, visuallyHidden } from '@mbw/ui';
import { collapseBreadcrumbs, mobileBreadcrumb, visibleBreadcrumbs, type BreadcrumbItem } from '../rules/breadcrumb';
import styles from './breadcrumb.module.css';

/**
 * Breadcrumb (spec discovery §2): the trail without the 404 path; above 5 entries the first 3,
 * '…' and the last 2; on mobile (≤ 960 px) only the previous level as a back link, followed on a
 * product page by the product's name (not a link: it is the page the visitor is on). Nothing on the home page or the not-found page (the caller leaves it out there).
 */
export function Breadcrumb({ items, isProductPage = false }: { items: BreadcrumbItem[]; isProductPage?: boolean }) {
  const { t } = useLingui();
  const trail = visibleBreadcrumbs(items);
  if (trail.length < 2) return null;
  const entries = collapseBreadcrumbs(trail);
  const mobile = mobileBreadcrumb(trail, { isProductPage });
  const hidden = trail.length - (entries.length - 1);
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.breadcrumb}>
      <ol className={styles.trail}>
        {entries.map((entry, index) => {
          if ('ellipsis' in entry) {
            return (
              <li key="ellipsis" className={styles.ellipsis}>
                <span aria-hidden="true">…</span>
                <span className={visuallyHidden}>{t`${hidden} levels left out`}</span>
              </li>
            );
          }
          const last = index === entries.length - 1;
          return (
            <li key={entry.id}>
              {last ? <span aria-current="page">{entry.name}</span> : <AppLink href={entry.path}>{entry.name}</AppLink>}
            </li>
          );
        })}
      </ol>
      {mobile ? (
        <p className={styles.back}>
          <AppLink href={mobile.back.path}>
            <Icon name="chevron-left" size={16} />
            {mobile.back.name}
          </AppLink>
          {mobile.current ? (
            <>
              <span aria-hidden="true" className={styles.separator}>
                /
              </span>
              <span aria-current="page">{mobile.current.name}</span>
            </>
          ) : null}
        </p>
      ) : null}
    </nav>
  );
}
