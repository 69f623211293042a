import { Trans } from '@lingui/react/macro';
import { AppLink } from '@mbw/ui';
import styles from './downloads-page.module.css';

/** Spec product §8: the downloads could not be loaded (gateway failure). */
export function DownloadsPageError({ retryHref }: { retryHref: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>We could not load the downloads of this product. Please try again in a moment.</Trans>
      </p>
      <p className={styles.errorLinks}>
        {/* A full page load: the route's loader runs again. */}
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
