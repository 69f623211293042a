import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAddWishlist, useWishlists, type Wishlist } from '@mbw/account-data-access';
import { AppLink, Button, QueryProvider, Spinner, buttonClassName } from '@mbw/ui';
import { formatWishlistDate, shortListName } from '../rules/wishlist-format';
import { canCreateList, totalItems, visibleLists } from '../rules/wishlist-store';
import { WISHLIST_MIGRATED_EVENT } from '../state/browser-cookie';
import { useWishlistPage } from '../state/wishlist-context';
import { WISHLIST_PATHS, storeCurrentListIndex } from '../state/wishlist-paths';
import { publishWishlistTotal } from '../state/wishlist-total';
import { ListNameDialog } from './list-name-dialog';
import { RegistrationBenefits } from './registration-benefits';
import { useCookieList } from './use-anonymous-list';
import styles from './wishlist.module.css';

function ListCard({ name, count, date, index }: { name: string; count: number; date?: string | null; index: number }) {
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

function AnonymousOverview() {
  const { t } = useLingui();
  const list = useCookieList();
  const [creating, setCreating] = useState(false);
  if (!list) return <Spinner label={t`Loading your wishlist`} />;
  return (
    <>
      {list.items.length === 0 ? (
        <p className={styles.meta}>
          <Trans>Your wishlist is empty. Add products with the heart on a product page.</Trans>
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t`Wishlists`}>
          <ListCard name={t`My wishlist`} count={list.items.length} date={list.items[0]?.AddDate ?? null} index={0} />
        </ul>
      )}
      <div className={styles.toolbar}>
        <Button variant="secondary" onPress={() => setCreating(true)}>
          <Trans>Create new wishlist</Trans>
        </Button>
      </div>
      {creating ? <RegistrationBenefits onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function SignedInOverview() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const wishlists = useWishlists(language);
  const addWishlist = useAddWishlist();
  const [creating, setCreating] = useState(false);
  const { data, refetch } = wishlists;
  useEffect(() => {
    if (data) publishWishlistTotal(totalItems(data));
  }, [data]);
  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener(WISHLIST_MIGRATED_EVENT, reload);
    return () => window.removeEventListener(WISHLIST_MIGRATED_EVENT, reload);
  }, [refetch]);

  if (wishlists.isError)
    return (
      <div className={styles.panel} role="alert">
        <p>{t`Something went wrong`}</p>
        <Button variant="secondary" onPress={() => void refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  if (!data) return <Spinner label={t`Loading your wishlists`} />;
  const all: Wishlist[] = data;
  const shown = visibleLists(all);
  return (
    <>
      {shown.length === 0 ? (
        <p className={styles.meta}>
          <Trans>You have no wishlists yet. Add products with the heart on a product page.</Trans>
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t`Wishlists`}>
          {shown.map((list) => (
            <ListCard key={list.name} name={list.name} count={list.itemsCount} date={list.addDate} index={all.indexOf(list)} />
          ))}
        </ul>
      )}
      {canCreateList(true, all) ? (
        <div className={styles.toolbar}>
          <Button variant="secondary" onPress={() => setCreating(true)}>
            <Trans>Create new wishlist</Trans>
          </Button>
        </div>
      ) : null}
      {creating ? (
        <ListNameDialog mode="create" onSubmit={(name) => addWishlist.mutateAsync(name)} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}

/** The wishlist overview (spec shop §2 "Wishlist screens"): the signed-in customer's lists, or the single anonymous list. */
export function WishlistOverview() {
  const { t } = useLingui();
  const { signedIn } = useWishlistPage();
  return (
    <QueryProvider>
      <section className={styles.section}>
        <h2 className={styles.heading}>{signedIn ? t`My wishlists` : t`My wishlist`}</h2>
        {signedIn ? <SignedInOverview /> : <AnonymousOverview />}
      </section>
    </QueryProvider>
  );
}
