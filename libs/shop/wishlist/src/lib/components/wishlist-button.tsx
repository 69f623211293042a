import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useState } from 'react';
import { AppLink, Icon, buttonClassName, useHydrated } from '@mbw/ui';
import { MAX_ANONYMOUS_ITEMS, addCookieItem, hasItem, removeCookieItem } from '../rules/wishlist-cookie';
import { WISHLIST_COOKIE_EVENT, readBrowserWishlist, writeCookieWishlist } from '../state/browser-cookie';
import { useWishlistPage } from '../state/wishlist-context';
import { WISHLIST_PATHS } from '../state/wishlist-paths';
import styles from './wishlist.module.css';

const AddToListDialog = lazy(() => import('./add-to-list-dialog'));

export interface WishlistButtonProps {
  /** The selected variant; null while none is (spec shop §4: the button is disabled then). */
  variantId: string | null;
  /** The master product's English name (what the account API keeps with the item). */
  productName: string;
}

/** Whether the anonymous list holds the variant, kept in step with the cookie (after hydration). */
function useInCookieList(variantId: string | null, enabled: boolean): boolean {
  const [inList, setInList] = useState(false);
  useEffect(() => {
    if (!enabled || !variantId) return;
    const read = () => setInList(hasItem(readBrowserWishlist().list, variantId));
    read();
    window.addEventListener(WISHLIST_COOKIE_EVENT, read);
    return () => window.removeEventListener(WISHLIST_COOKIE_EVENT, read);
  }, [variantId, enabled]);
  return inList;
}

/**
 * The product hero's wishlist button (spec shop §2 hero actions, §4): disabled until a variant is
 * selected. Anonymous visitors add the variant to (or take it out of) their cookie list; signed-in
 * customers pick one of their lists in a dialog (its own chunk).
 */
export function WishlistButton({ variantId, productName }: WishlistButtonProps) {
  const { t } = useLingui();
  const { signedIn } = useWishlistPage();
  const hydrated = useHydrated();
  const inList = useInCookieList(variantId, hydrated && !signedIn);
  const [status, setStatus] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);

  const onPress = () => {
    if (!variantId) return;
    if (signedIn) {
      setDialogOpen(true);
      return;
    }
    const { list } = readBrowserWishlist();
    if (hasItem(list, variantId)) {
      writeCookieWishlist(removeCookieItem(list, variantId));
      setStatus(t`Removed from your wishlist.`);
      return;
    }
    const next = addCookieItem(list, variantId, new Date().toISOString());
    if (next === list) {
      setStatus(t`Your wishlist is full (${MAX_ANONYMOUS_ITEMS} products). Sign in to keep more lists.`);
      return;
    }
    writeCookieWishlist(next);
    setStatus(t`Added to your wishlist.`);
  };

  return (
    <div className={styles.heroAction}>
      <button
        type="button"
        className={buttonClassName({ variant: 'ghost', size: 'small' })}
        disabled={!variantId}
        aria-pressed={signedIn ? undefined : inList}
        onClick={onPress}
      >
        <Icon name="heart" size={18} />
        {inList ? <Trans>In your wishlist</Trans> : <Trans>Add to wishlist</Trans>}
      </button>
      <p className={styles.heroStatus} role="status">
        {status ? (
          <>
            {status} <AppLink href={WISHLIST_PATHS.overview}>{t`Show wishlist`}</AppLink>
          </>
        ) : null}
      </p>
      {signedIn && dialogOpen && variantId ? (
        <Suspense fallback={null}>
          <AddToListDialog
            variantId={variantId}
            productName={productName}
            onClose={(message) => {
              setDialogOpen(false);
              if (message) setStatus(message);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
