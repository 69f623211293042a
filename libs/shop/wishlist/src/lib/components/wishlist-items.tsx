import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteProductFromWishlist, useDeleteWishlist, useEditWishlist, useWishlists, type Wishlist } from '@mbw/account-data-access';
import type { WishlistObject } from '@mbw/api-clients';
import { AppLink, Button, ConfirmDialog, QueryProvider, Spinner, localizeHref, useHydrated } from '@mbw/ui';
import { removeCookieItem } from '../rules/wishlist-cookie';
import { formatWishlistDate, shortListName } from '../rules/wishlist-format';
import { totalItems, visibleLists } from '../rules/wishlist-store';
import { WISHLIST_MIGRATED_EVENT, writeCookieWishlist } from '../state/browser-cookie';
import { useWishlistPage } from '../state/wishlist-context';
import { WISHLIST_PATHS, readCurrentListIndex, storeCurrentListIndex } from '../state/wishlist-paths';
import { publishWishlistTotal } from '../state/wishlist-total';
import { ItemRows } from './item-rows';
import { ListNameDialog } from './list-name-dialog';
import { ShareDialog } from './share-dialog';
import { useCookieList, useCookieListProducts } from './use-anonymous-list';
import styles from './wishlist.module.css';

function Failure({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.panel} role="alert">
      <p>{t`Something went wrong`}</p>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {t`Try again`}
        </Button>
      ) : null}
    </div>
  );
}

function ListHeading({ name, count, date }: { name: string; count: number; date?: string | null }) {
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

function BackLink() {
  const { t } = useLingui();
  return (
    <p className={styles.noPrint}>
      <AppLink href={WISHLIST_PATHS.overview}>{t`Back to my wishlists`}</AppLink>
    </p>
  );
}

function AnonymousItems() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const list = useCookieList();
  const products = useCookieListProducts(list, language);
  const [confirming, setConfirming] = useState(false);
  if (!list) return <Spinner label={t`Loading your wishlist`} />;
  const dates = new Map(list.items.map((item) => [item.VariantId, item.AddDate ?? null]));
  const items = (products.data ?? [])
    .filter((item) => dates.has(item.variantId))
    .map((item) => ({ ...item, addDate: dates.get(item.variantId) ?? null }));
  return (
    <>
      <BackLink />
      <ListHeading name={t`My wishlist`} count={list.items.length} date={list.items[0]?.AddDate} />
      <div className={styles.toolbar}>
        <Button variant="secondary" size="small" onPress={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        {list.items.length > 0 ? (
          <Button variant="secondary" size="small" onPress={() => setConfirming(true)}>
            <Trans>Delete wishlist</Trans>
          </Button>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <p className={styles.meta}>
          <Trans>Your wishlist is empty.</Trans>
        </p>
      ) : products.isError ? (
        <Failure onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <Spinner label={t`Loading your wishlist`} />
      ) : (
        <ItemRows items={items} language={language} onRemove={(item) => writeCookieWishlist(removeCookieItem(list, item.variantId))} />
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t`Delete wishlist`}
        message={t`Delete your wishlist and all its products?`}
        confirmLabel={t`Delete`}
        // Spec shop §4: deleting the anonymous list clears the cookie.
        onConfirm={() => writeCookieWishlist({ ...list, items: [] })}
      />
    </>
  );
}

function SignedInItems() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const navigate = useNavigate();
  const wishlists = useWishlists(language);
  const editWishlist = useEditWishlist();
  const removeProduct = useDeleteProductFromWishlist();
  // Spec shop §4: the list looked at is the session's (read in the browser only: the server renders the loading state).
  const index = useHydrated() ? readCurrentListIndex() : null;
  const [dialog, setDialog] = useState<'rename' | 'share' | 'delete' | null>(null);
  const deleteWishlist = useDeleteWishlist();
  const deleting = deleteWishlist.isPending;
  const [failed, setFailed] = useState(false);
  const { data, refetch } = wishlists;
  useEffect(() => {
    if (data) publishWishlistTotal(totalItems(data));
  }, [data]);
  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener(WISHLIST_MIGRATED_EVENT, reload);
    return () => window.removeEventListener(WISHLIST_MIGRATED_EVENT, reload);
  }, [refetch]);

  if (wishlists.isError) return <Failure onRetry={() => void refetch()} />;
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
      { onError: () => setFailed(true) },
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
      {failed ? <Failure /> : null}
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

/** One list's products (spec shop §2 "wishlist items page"): share, print, delete and rename; the anonymous list: print and delete. */
export function WishlistItems() {
  const { signedIn } = useWishlistPage();
  return (
    <QueryProvider>
      <section className={styles.section}>{signedIn ? <SignedInItems /> : <AnonymousItems />}</section>
    </QueryProvider>
  );
}
