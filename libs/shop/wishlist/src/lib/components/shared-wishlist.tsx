import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { accountFailureStatus, useSharedWishlist } from '@mbw/account-data-access';
import { Button, LoadError, QueryProvider, Spinner, useHydrated } from '@mbw/ui';
import { useWishlistPage } from '../state/wishlist-context';
import { ItemRows } from './item-rows';
import { ListHeading } from './list-parts';
import styles from './wishlist.module.css';

const TOKEN = /^[\w-]{16,128}$/;

function SharedList() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const hydrated = useHydrated();
  const asked = useLocation().search;
  const value = new URLSearchParams(asked).get('token') ?? '';
  // Read in the browser only, so the server's HTML (the loading state) is the same for every token.
  const token = hydrated ? (TOKEN.test(value) ? value : '') : null;
  const shared = useSharedWishlist(token ?? '', language);
  if (token === null || (token !== '' && shared.isPending)) return <Spinner label={t`Loading the wishlist`} />;
  if (token === '' || (shared.isError && accountFailureStatus(shared.error) === 404))
    return (
      <p className={styles.meta}>
        <Trans>This wishlist is not shared (any more). Ask for a new link.</Trans>
      </p>
    );
  if (shared.isError || !shared.data) return <LoadError onRetry={() => void shared.refetch()} />;
  const list = shared.data;
  return (
    <>
      <ListHeading name={list.name} count={list.itemsCount} date={list.addDate} />
      <div className={styles.toolbar}>
        <Button variant="secondary" size="small" onPress={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </div>
      <ItemRows items={list.items} language={language} />
    </>
  );
}

/** A shared list, read-only, for anyone with its link (no sign-in needed); the page's own heading (it has no My Account headline). */
export function SharedWishlist() {
  const { t } = useLingui();
  return (
    <QueryProvider>
      <section className={styles.section}>
        <h1 className={styles.heading}>{t`Shared wishlist`}</h1>
        <SharedList />
      </section>
    </QueryProvider>
  );
}
