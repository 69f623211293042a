import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { addProductToWishlist, fetchWishlists, type Wishlist } from '@mbw/account-data-access';
import { Button, Dialog, RadioGroup, Spinner } from '@mbw/ui';
import { totalItems } from '../rules/wishlist-store';
import { shortListName } from '../rules/wishlist-format';
import { useWishlistPage } from '../state/wishlist-context';
import { publishWishlistTotal } from '../state/wishlist-total';

/**
 * Signed in: which list the product goes into (spec shop §4 signed in: server lists). The lists
 * are read when the dialog opens; the default one is offered too (adding makes it visible).
 */
export default function AddToListDialog({
  variantId,
  productName,
  onClose,
}: {
  variantId: string;
  productName: string;
  onClose: (message?: string) => void;
}) {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const [lists, setLists] = useState<Wishlist[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchWishlists(language)
      .then((answer) => {
        if (!live) return;
        setLists(answer);
        setChosen(answer[0]?.name ?? null);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language]);

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailed(false);
    try {
      await addProductToWishlist({ listName: chosen, masterProductName: productName, variantId });
      publishWishlistTotal(totalItems(await fetchWishlists(language)));
      const listName = shortListName(chosen);
      onClose(t`Added to your wishlist ${listName}.`);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t`Add to wishlist`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onPress={() => void add()} isDisabled={!chosen || busy}>
            <Trans>Add</Trans>
          </Button>
        </>
      )}
    >
      {lists === null && !failed ? <Spinner label={t`Loading your wishlists`} /> : null}
      {lists && lists.length > 0 ? (
        <RadioGroup
          label={t`Wishlist`}
          value={chosen ?? undefined}
          onChange={setChosen}
          options={lists.map((list) => ({ value: list.name, label: `${shortListName(list.name)} (${list.itemsCount})` }))}
        />
      ) : null}
      {failed ? (
        <p role="alert" className="error">
          <Trans>Something went wrong. Please try again.</Trans>
        </p>
      ) : null}
    </Dialog>
  );
}
