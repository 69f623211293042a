import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { LoadError, buttonClassName } from '@mbw/ui';
import { removeCookieItem } from '../rules/wishlist-cookie';
import { writeCookieWishlist } from '../state/browser-cookie';
import { useWishlistPage } from '../state/wishlist-context';
import { ItemRows } from './item-rows';
import { BackLink, ListCard, ListHeading, Loading, WishlistSection } from './list-parts';
import { useCookieList, useCookieListProducts } from './use-anonymous-list';
import styles from './wishlist.module.css';

/** The overlays load when opened: the page's first load holds no dialog code (react-aria). */
const RegistrationBenefits = lazy(() => import('./registration-benefits').then((module) => ({ default: module.RegistrationBenefits })));
const ConfirmDialog = lazy(() => import('./lazy-confirm-dialog'));

const toolbarButton = buttonClassName({ variant: 'secondary', size: 'small' });

/**
 * The wishlist screens as an anonymous visitor sees them (spec shop §2, §4): the one cookie list.
 * Their own chunk, without TanStack Query, the account calls or react-aria (native buttons, the
 * overlays lazy), so the page's first load stays within the content pages' budget.
 */
function AnonymousOverview() {
  const { t } = useLingui();
  const list = useCookieList();
  const [creating, setCreating] = useState(false);
  if (!list) return <Loading label={t`Loading your wishlist`} />;
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
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setCreating(true)}>
          <Trans>Create new wishlist</Trans>
        </button>
      </div>
      {creating ? (
        <Suspense fallback={null}>
          <RegistrationBenefits onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function AnonymousItems() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const list = useCookieList();
  const products = useCookieListProducts(list, language);
  const [confirming, setConfirming] = useState(false);
  if (!list) return <Loading label={t`Loading your wishlist`} />;
  const dates = new Map(list.items.map((item) => [item.VariantId, item.AddDate ?? null]));
  const items = (products.data ?? [])
    .filter((item) => dates.has(item.variantId))
    .map((item) => ({ ...item, addDate: dates.get(item.variantId) ?? null }));
  return (
    <>
      <BackLink />
      <ListHeading name={t`My wishlist`} count={list.items.length} date={list.items[0]?.AddDate} />
      <div className={styles.toolbar}>
        <button type="button" className={toolbarButton} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        {list.items.length > 0 ? (
          <button type="button" className={toolbarButton} onClick={() => setConfirming(true)}>
            <Trans>Delete wishlist</Trans>
          </button>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <p className={styles.meta}>
          <Trans>Your wishlist is empty.</Trans>
        </p>
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <Loading label={t`Loading your wishlist`} />
      ) : (
        <ItemRows items={items} language={language} onRemove={(item) => writeCookieWishlist(removeCookieItem(list, item.variantId))} />
      )}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            onOpenChange={setConfirming}
            title={t`Delete wishlist`}
            message={t`Delete your wishlist and all its products?`}
            confirmLabel={t`Delete`}
            // Spec shop §4: deleting the anonymous list clears the cookie.
            onConfirm={() => writeCookieWishlist({ ...list, items: [] })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The overview: the cookie list, and create-new as the registration-benefits overlay. */
export function AnonymousWishlistOverview() {
  const { t } = useLingui();
  return (
    <WishlistSection>
      <h2 className={styles.heading}>{t`My wishlist`}</h2>
      <AnonymousOverview />
    </WishlistSection>
  );
}

/** The cookie list's products: print and delete (which clears the cookie). */
export function AnonymousWishlistItems() {
  return (
    <WishlistSection>
      <AnonymousItems />
    </WishlistSection>
  );
}
