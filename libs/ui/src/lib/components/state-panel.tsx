import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClassName } from './button-class';
import styles from './state-panel.module.css';

/**
 * A screen's state in place of its content (a sign-in prompt, a failed load): a framed message
 * and its action. Native elements only, so screens that keep react-aria out of their first load
 * can show it.
 */
export function StatePanel({ message, action, alert = false }: { message: ReactNode; action?: ReactNode; alert?: boolean }) {
  return (
    <div className={styles.panel} role={alert ? 'alert' : undefined}>
      <p className={styles.text}>{message}</p>
      {action}
    </div>
  );
}

/** A failed load ('Something went wrong', the spec's general error) with a try-again button when a retry is possible. */
export function LoadError({ onRetry, message }: { onRetry?: () => void; message?: ReactNode }) {
  const { t } = useLingui();
  return (
    <StatePanel
      alert
      message={message ?? t`Something went wrong`}
      action={
        onRetry ? (
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onRetry}>
            {t`Try again`}
          </button>
        ) : null
      }
    />
  );
}
