import { useLingui } from '@lingui/react/macro';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { Button } from './button';
import { Icon } from './icon';
import styles from './toast.module.css';

export interface ToastContent {
  message: string;
  tone?: 'info' | 'success' | 'error';
}

/**
 * The page's notification queue. Toasts are only added by browser interactions, so the queue the
 * server shares between requests stays empty there.
 */
export const toasts = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/** Shows a notification; it closes by itself after `timeout` ms (at least 5 s for reading). */
export function showToast(content: ToastContent, options: { timeout?: number } = {}): string {
  return toasts.add(content, { timeout: Math.max(options.timeout ?? 6000, 5000) });
}

/** The landmark region notifications appear in (F6 moves focus there, Escape leaves). Mount once. */
export function ToastRegion() {
  const { t } = useLingui();
  return (
    <AriaToastRegion queue={toasts} className={styles.region} aria-label={t`Notifications`}>
      {({ toast }) => (
        <AriaToast toast={toast} className={`${styles.toast} ${toast.content.tone ? (styles[toast.content.tone] ?? '') : ''}`}>
          <AriaToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </AriaToastContent>
          <Button slot="close" variant="ghost" size="small" iconOnly aria-label={t`Close`}>
            <Icon name="close" />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
