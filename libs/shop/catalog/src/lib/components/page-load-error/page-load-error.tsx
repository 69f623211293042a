import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@mbw/ui';
import styles from './page-load-error.module.css';

/**
 * Spec product §8: a page's data could not be loaded (gateway failure or timeout). 'Something went
 * wrong', what failed, a retry (a full page load, so the route's loader runs again) and home.
 */
export function PageLoadError({ message, retryHref }: { message: ReactNode; retryHref: string }) {
  return (
    <div className={styles.error}>
      <h1 className={styles.title}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>{message}</p>
      <p className={styles.links}>
        <a href={retryHref}>
          <Trans>Try again</Trans>
        </a>
        <AppLink href="/">
          <Trans>Go to the home page</Trans>
        </AppLink>
      </p>
    </div>
  );
}
