import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useShareWishlist } from '@mbw/account-data-access';
import { Button, Dialog, Spinner, localizeHref } from '@mbw/ui';
import { useWishlistPage } from '../state/wishlist-context';
import { WISHLIST_PATHS } from '../state/wishlist-paths';
import styles from './wishlist.module.css';

/** The address that opens a shared list read-only (the token is the list's, unguessable: 32 random bytes). */
export function sharedListUrl(origin: string, language: string, token: string): string {
  const url = new URL(localizeHref(WISHLIST_PATHS.shared, language), origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Share (spec shop §2, §4; how is not shown): a link that opens the list read-only for anyone who
 * has it, shown to copy (to the clipboard with one press).
 */
export function ShareDialog({ listName, onClose }: { listName: string; onClose: () => void }) {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const share = useShareWishlist();
  const [status, setStatus] = useState('');
  const { mutate } = share;
  useEffect(() => mutate(listName), [mutate, listName]);
  const url = share.data ? sharedListUrl(window.location.origin, language, share.data) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t`Link copied to the clipboard.`);
    } catch {
      setStatus(t`The link could not be copied. Select it and copy it yourself.`);
    }
  };

  return (
    <Dialog
      title={t`Share wishlist`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p>
        <Trans>Anyone with this link can see the wishlist, but not change it.</Trans>
      </p>
      {share.isError ? (
        <p role="alert" className={styles.error}>
          <Trans>Something went wrong. Please try again.</Trans>
        </p>
      ) : url ? (
        <>
          <label htmlFor="wishlist-share-link">{t`Link to the wishlist`}</label>
          <input id="wishlist-share-link" className={styles.shareLink} readOnly value={url} onFocus={(event) => event.target.select()} />
          <div className={styles.toolbar}>
            <Button onPress={() => void copy()}>
              <Trans>Copy link</Trans>
            </Button>
          </div>
        </>
      ) : (
        <Spinner label={t`Making the link`} />
      )}
      <p role="status">{status}</p>
    </Dialog>
  );
}
