import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import styles from './dialog.module.css';
import { Icon } from './icon';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Controlled open state; leave both out inside a <DialogTrigger>. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on a click outside (default) — off for dialogs that hold unsaved input. */
  isDismissable?: boolean;
  /** 'dialog', or 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Side sheet from the inline end instead of a centred box. */
  placement?: 'center' | 'slide-over';
  /** A centred box for media (a video lightbox): up to 64rem wide instead of 36rem. */
  size?: 'default' | 'wide';
  /** Buttons under the content; they receive `close`. */
  actions?: (close: () => void) => ReactNode;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and the close button close it, focus goes
 * back to what opened it, and the page behind is inert (react-aria-components).
 */
export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  placement = 'center',
  size = 'default',
  actions,
}: DialogProps) {
  const { t } = useLingui();
  const slideOver = placement === 'slide-over';
  const modalClass = [styles.modal, slideOver ? styles.slideOver : '', size === 'wide' && !slideOver ? styles.wide : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={slideOver ? `${styles.overlay} ${styles.slideOverOverlay}` : styles.overlay}
    >
      <Modal className={modalClass}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <Button variant="ghost" iconOnly className={styles.close} onPress={close} aria-label={t`Close`}>
                <Icon name="close" />
              </Button>
              {children}
              {actions ? <div className={styles.actions}>{actions(close)}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  title?: string;
  /** Defaults to the translated "Are you sure?" (spec account §8). */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The inline confirmation dialog (spec account §8): message, cancel and confirm, texts translated. */
export function ConfirmDialog({ isOpen, onOpenChange, onConfirm, title, message, confirmLabel, cancelLabel }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={title ?? t`Please confirm`}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      actions={(close) => (
        <>
          {/* The alert-dialog pattern (WAI-ARIA APG) focuses the least destructive action first. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" onPress={close} autoFocus>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      )}
    >
      <p>{message ?? t`Are you sure?`}</p>
    </Dialog>
  );
}
