import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { accountFailureStatus } from '@mbw/account-data-access';
import { Button, Dialog, TextField } from '@mbw/ui';
import { createErrorKind } from '../rules/wishlist-store';
import styles from './wishlist.module.css';

/** A list name: free text (spec shop §5), at most this long (the account API takes 200). */
export const LIST_NAME_INPUT_MAX = 100;

/**
 * The create / rename overlay (spec shop §2, §4, §8): on 409 the duplicate-list message shows and
 * the overlay stays open; another failure shows the general error; success closes it (the lists
 * are read again by the mutation).
 */
export function ListNameDialog({
  mode,
  initialName = '',
  onSubmit,
  onClose,
}: {
  mode: 'create' | 'rename';
  initialName?: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  const [errorCode, setErrorCode] = useState<number | null>(null);
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = createErrorKind(errorCode);
  const inputRef = useRef<HTMLInputElement>(null);
  // The name field takes focus when the overlay opens (before the dialog's own focus, which then stays there).
  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setEmpty(true);
      return;
    }
    if (mode === 'rename' && trimmed === initialName) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(trimmed);
      setErrorCode(null);
      onClose();
    } catch (failure) {
      setErrorCode(accountFailureStatus(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={mode === 'create' ? t`Create new wishlist` : t`Rename wishlist`}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Name of the wishlist`}
          value={name}
          onChange={(value) => {
            setName(value.slice(0, LIST_NAME_INPUT_MAX));
            setEmpty(false);
          }}
          isRequired
          autoComplete="off"
          inputRef={inputRef}
          errorMessage={empty ? t`Please enter a name.` : undefined}
        />
        {error ? (
          <p role="alert" className={styles.error}>
            {error === 'duplicate' ? (
              <Trans>A wishlist with this name already exists. Please choose another name.</Trans>
            ) : (
              <Trans>Something went wrong. Please try again.</Trans>
            )}
          </p>
        ) : null}
        <div className={styles.toolbar}>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isDisabled={busy}>
            {mode === 'create' ? <Trans>Create</Trans> : <Trans>Save</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
