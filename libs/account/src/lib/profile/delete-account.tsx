import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useReducer } from 'react';
import { deleteAccount as sendDeleteAccount, type DeleteAccountOutcome } from '@mbw/account-data-access';
import { Button, Dialog, Icon, buttonClassName } from '@mbw/ui';
import { DELETE_ACCOUNT_IDLE, deleteAccountReducer } from './delete-account-flow';
import styles from './my-profile.module.css';

/** After a deletion the account and its session are gone: /logout ends the site's and the provider's session. */
export const SIGNED_OUT_PATH = '/logout';

/** Where 'Request deletion' goes: the content's link (the MyProfile datasource's DeletionRequestLink). */
export interface DeletionRequestLink {
  href: string;
  text?: string;
  target?: string;
}

/** Only a web address or a path of this site is followed (never javascript: or another scheme from content). */
export function followableLink(link: DeletionRequestLink | null | undefined): DeletionRequestLink | null {
  if (!link) return null;
  return /^https?:\/\//i.test(link.href) || /^\/(?!\/)/.test(link.href) ? link : null;
}

export interface DeleteAccountProps {
  /** The content's deletion-request link; without one the conflict dialog offers no request (spec account §4). */
  requestLink?: DeletionRequestLink | null;
  /** The DELETE call (tests replace it). */
  deleteAccount?: () => Promise<DeleteAccountOutcome>;
  /** Where the browser goes after a deletion (tests replace it). */
  leave?: () => void;
}

/**
 * "Delete account" with the dialogs of spec account §4: approval (warning) → DELETE → success,
 * conflict (409, 'Request deletion' only when the content has a request link — the answer's body
 * is never read, spec account §7) or error (any other status,
 * network failure). Success's confirm and close do not reload the page as the original did: the
 * account no longer exists, so a reload would only meet 403s and end at /logout — the browser
 * goes there at once and the customer is signed out everywhere.
 */
export function DeleteAccount({
  requestLink: contentLink,
  deleteAccount = sendDeleteAccount,
  leave = () => globalThis.location?.assign(SIGNED_OUT_PATH),
}: DeleteAccountProps) {
  const { t } = useLingui();
  const requestLink = followableLink(contentLink);
  const [state, dispatch] = useReducer(deleteAccountReducer, DELETE_ACCOUNT_IDLE);

  useEffect(() => {
    if (state.step !== 'deleting') return;
    let current = true;
    void deleteAccount().then((outcome) => {
      if (current) dispatch({ type: 'answered', outcome });
    });
    return () => {
      current = false;
    };
  }, [state.step, deleteAccount]);

  useEffect(() => {
    if (state.step === 'leaving') leave();
  }, [state.step, leave]);

  const closeOn = (type: 'cancel' | 'close') => (isOpen: boolean) => {
    if (!isOpen) dispatch({ type });
  };

  return (
    <>
      <Button variant="secondary" onPress={() => dispatch({ type: 'request' })}>
        <Trans>Delete account</Trans>
      </Button>

      <Dialog
        title={t`Delete your account?`}
        role="alertdialog"
        isDismissable={false}
        isOpen={state.step === 'approval' || state.step === 'deleting'}
        onOpenChange={closeOn('cancel')}
        actions={() => (
          <>
            {/* The least destructive action first (WAI-ARIA alert dialog). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button variant="secondary" autoFocus isDisabled={state.step === 'deleting'} onPress={() => dispatch({ type: 'cancel' })}>
              <Trans>Cancel</Trans>
            </Button>
            <Button isDisabled={state.step === 'deleting'} onPress={() => dispatch({ type: 'confirm' })}>
              {state.step === 'deleting' ? <Trans>Deleting…</Trans> : <Trans>Yes, delete my account</Trans>}
            </Button>
          </>
        )}
      >
        <p className={styles.warning}>
          <Icon name="warning" />
          <span>
            <Trans>
              Your account, your registered devices, addresses and newsletter subscriptions will be deleted. This cannot be undone.
            </Trans>
          </span>
        </p>
      </Dialog>

      <Dialog
        title={t`Your account has been deleted`}
        role="alertdialog"
        isDismissable={false}
        isOpen={state.step === 'deleted'}
        onOpenChange={closeOn('close')}
        actions={() => (
          <Button onPress={() => dispatch({ type: 'confirm' })}>
            <Trans>OK</Trans>
          </Button>
        )}
      >
        <p>
          <Trans>Thank you for having been our customer. You will now be signed out.</Trans>
        </p>
      </Dialog>

      <Dialog
        title={t`Your account cannot be deleted`}
        role="alertdialog"
        isOpen={state.step === 'conflict'}
        onOpenChange={closeOn('close')}
        actions={() => (
          <>
            <Button variant="secondary" onPress={() => dispatch({ type: 'close' })}>
              <Trans>OK</Trans>
            </Button>
            {requestLink ? (
              <a className={buttonClassName()} href={requestLink.href} target={requestLink.target || undefined} rel="noopener noreferrer">
                {requestLink.text || <Trans>Request deletion</Trans>}
              </a>
            ) : null}
          </>
        )}
      >
        <p>
          {requestLink ? (
            <Trans>Your account is still linked to open business with us, so it cannot be deleted here. You can ask us to delete it.</Trans>
          ) : (
            <Trans>
              Your account is still linked to open business with us, so it cannot be deleted here. Please contact our customer service.
            </Trans>
          )}
        </p>
      </Dialog>

      <Dialog
        title={t`Something went wrong`}
        role="alertdialog"
        isOpen={state.step === 'failed'}
        onOpenChange={closeOn('close')}
        actions={() => (
          <Button onPress={() => dispatch({ type: 'close' })}>
            <Trans>OK</Trans>
          </Button>
        )}
      >
        <p>
          <Trans>Your account could not be deleted. Please try again later.</Trans>
        </p>
      </Dialog>
    </>
  );
}
