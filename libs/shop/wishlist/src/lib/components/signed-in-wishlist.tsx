import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useAddWishlist,
  useDeleteProductFromWishlist,
  useDeleteWishlist,
  useEditWishlist,
  useWishlists,
  type Wishlist,
} from '@mbw/account-data-access';
import type { WishlistObject } from '@mbw/api-clients';
import { Button, ConfirmDialog, LoadError, QueryProvider, Spinner, localizeHref, useHydrated } from '@mbw/ui';
import { shortListName } from '../rules/wishlist-format';
import { canCreateList, storeOf, totalItems, visibleLists, wishlistReducer } from '../rules/wishlist-store';
import { WISHLIST_MIGRATED_EVENT } from '../state/browser-cookie';
import { useWishlistPage } from '../state/wishlist-context';
import { WISHLIST_PATHS, readCurrentListIndex, storeCurrentListIndex } from '../state/wishlist-paths';
import { publishWishlistTotal } from '../state/wishlist-total';
import { ItemRows } from './item-rows';
import { BackLink, ListCard, ListHeading, WishlistSection } from './list-parts';
import { ListNameDialog } from './list-name-dialog';
import { ShareDialog } from './share-dialog';
import styles from './wishlist.module.css';

/**
 * The wishlist screens of a signed-in customer (spec shop §2, §4, §8): up to 9 named lists on the
 * account API, create, rename, share, print, delete. Their own chunk (TanStack Query, the calls).
 */
/**
 * The customer's lists: the header's heart follows their total, and they load again once the
 * cookie's list has moved into the account on sign-in.
 */
function useSignedInWishlists(language: string) {
  const wishlists = useWishlists(language);
  const { data, refetch } = wishlists;
  useEffect(() => {
    if (data) publishWishlistTotal(totalItems(data));
  }, [data]);
  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener(WISHLIST_MIGRATED_EVENT, reload);
    return () => window.removeEventListener(WISHLIST_MIGRATED_EVENT, reload);
  }, [refetch]);
  return wishlists;
}

function SignedInOverview() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const wishlists = useSignedInWishlists(language);
  const addWishlist = useAddWishlist();
  const [creating, setCreating] = useState(false);
  const { data, refetch } = wishlists;

  if (wishlists.isError) return <LoadError onRetry={() => void refetch()} />;
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

function SignedInItems() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const navigate = useNavigate();
  const wishlists = useSignedInWishlists(language);
  const editWishlist = useEditWishlist();
  const removeProduct = useDeleteProductFromWishlist();
  // Spec shop §4: the list looked at is the session's (read in the browser only: the server renders the loading state).
  const index = useHydrated() ? readCurrentListIndex() : null;
  const [dialog, setDialog] = useState<'rename' | 'share' | 'delete' | null>(null);
  const deleteWishlist = useDeleteWishlist();
  const deleting = deleteWishlist.isPending;
  const [failed, setFailed] = useState(false);
  const { data, refetch } = wishlists;

  if (wishlists.isError) return <LoadError onRetry={() => void refetch()} />;
  if (!data || index === null) return <Spinner label={t`Loading your wishlist`} />;
  const all: Wishlist[] = data;
  const list = all[index] && visibleLists([all[index]]).length ? all[index] : visibleLists(all)[0];
  if (!list)
    return (
      <>
        <BackLink />
        <p className={styles.meta}>
          <Trans>This wishlist no longer exists.</Trans>
        </p>
      </>
    );

  // Spec shop §4, §8: item by item, then the list; a failure is 'Something went wrong'.
  const deleteList = () => {
    setFailed(false);
    deleteWishlist.mutate(list, {
      onSuccess: () => {
        // The header's count at once (spec shop §4: the total recomputed from the lists left).
        publishWishlistTotal(wishlistReducer(storeOf(all), { type: 'remove-list', name: list.name }).amountOfAllWishlistItems);
        storeCurrentListIndex(0);
        void navigate(localizeHref(WISHLIST_PATHS.overview, language));
      },
      onError: () => {
        setFailed(true);
        void refetch();
      },
    });
  };

  const shortName = shortListName(list.name);
  const remove = (item: WishlistObject) =>
    removeProduct.mutate(
      { listName: list.name, masterProductName: item.masterProductNameEn || item.variantId, variantId: item.variantId },
      {
        // The header's count at once, before the lists are read again (spec shop §4 remove product).
        onSuccess: () =>
          publishWishlistTotal(wishlistReducer(storeOf(all), { type: 'remove-product', listName: list.name }).amountOfAllWishlistItems),
        onError: () => setFailed(true),
      },
    );

  return (
    <>
      <BackLink />
      <ListHeading name={list.name} count={list.itemsCount} date={list.addDate} />
      <div className={styles.toolbar}>
        <Button variant="secondary" size="small" onPress={() => setDialog('rename')}>
          <Trans>Rename</Trans>
        </Button>
        <Button variant="secondary" size="small" onPress={() => setDialog('share')}>
          <Trans>Share</Trans>
        </Button>
        <Button variant="secondary" size="small" onPress={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <Button variant="secondary" size="small" isDisabled={deleting} onPress={() => setDialog('delete')}>
          <Trans>Delete wishlist</Trans>
        </Button>
      </div>
      {failed ? <LoadError /> : null}
      {list.items.length === 0 ? (
        <p className={styles.meta}>
          <Trans>This wishlist is empty.</Trans>
        </p>
      ) : (
        <ItemRows items={list.items} language={language} onRemove={remove} busy={removeProduct.isPending || deleting} />
      )}
      {dialog === 'rename' ? (
        <ListNameDialog
          mode="rename"
          initialName={list.name}
          onSubmit={(newListName) => editWishlist.mutateAsync({ oldListName: list.name, newListName })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'share' ? <ShareDialog listName={list.name} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t`Delete wishlist`}
        message={t`Delete the wishlist ${shortName} and all its products?`}
        confirmLabel={t`Delete`}
        onConfirm={deleteList}
      />
    </>
  );
}

/** The overview: the lists (the default one hidden while empty) and create-new below 9 lists. */
export function SignedInWishlistOverview() {
  const { t } = useLingui();
  return (
    <QueryProvider>
      <WishlistSection>
        <h2 className={styles.heading}>{t`My wishlists`}</h2>
        <SignedInOverview />
      </WishlistSection>
    </QueryProvider>
  );
}

/** One list's products: share, print, delete and rename (spec shop §2 "wishlist items page"). */
export function SignedInWishlistItems() {
  return (
    <QueryProvider>
      <WishlistSection>
        <SignedInItems />
      </WishlistSection>
    </QueryProvider>
  );
}
