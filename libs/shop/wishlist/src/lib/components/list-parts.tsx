import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink, buttonClassName } from '@mbw/ui';
import { formatWishlistDate, shortListName } from '../rules/wishlist-format';
import { WISHLIST_PATHS, storeCurrentListIndex } from '../state/wishlist-paths';
import styles from './wishlist.module.css';

/** What the anonymous and the signed-in wishlist screens share (each its own chunk: the anonymous one without TanStack Query). */
export function WishlistSection({ children }: { children: ReactNode }) {
  return <section className={styles.section}>{children}</section>;
}

export function ListCard({ name, count, date, index }: { name: string; count: number; date?: string | null; index: number }) {
  const { t } = useLingui();
  const created = formatWishlistDate(date);
  const short = shortListName(name);
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle} title={short === name ? undefined : name}>
        {short}
      </h3>
      <p className={styles.meta}>{count === 1 ? t`1 product` : t`${count} products`}</p>
      {created ? <p className={styles.meta}>{t`Created on ${created}`}</p> : null}
      <AppLink
        href={WISHLIST_PATHS.items}
        className={buttonClassName({ variant: 'secondary', size: 'small' })}
        onClick={() => storeCurrentListIndex(index)}
        aria-label={t`Show wishlist ${short}`}
      >
        {t`Show`}
      </AppLink>
    </li>
  );
}

/** A loading note without react-aria (the anonymous screens' first load). */
export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.meta} role="status">
      {label}
    </p>
  );
}

export function ListHeading({ name, count, date }: { name: string; count: number; date?: string | null }) {
  const { t } = useLingui();
  const short = shortListName(name);
  const created = formatWishlistDate(date);
  return (
    <>
      <h2 className={styles.heading} title={short === name ? undefined : name}>
        {short}
      </h2>
      <p className={styles.meta}>
        {count === 1 ? t`1 product` : t`${count} products`}
        {created ? ` · ${t`Created on ${created}`}` : ''}
      </p>
    </>
  );
}

export function BackLink() {
  const { t } = useLingui();
  return (
    <p className={styles.noPrint}>
      <AppLink href={WISHLIST_PATHS.overview}>{t`Back to my wishlists`}</AppLink>
    </p>
  );
}
