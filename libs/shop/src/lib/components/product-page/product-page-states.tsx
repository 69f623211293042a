import { Trans } from '@lingui/react/macro';
import { AppLink } from '@mbw/ui';
import styles from './product-page-states.module.css';

/**
 * Spec product §2: while the page has no data (a client-side move to another product) it is a
 * blank area of the full viewport height, so the footer does not jump up and back.
 */
export function ProductPageBlank() {
  return <div className={styles.blank} aria-busy="true" />;
}

/** Spec product §8: the product or its variants could not be loaded. */
export function ProductPageError({ retryHref }: { retryHref: string }) {
  return (
    <div className={styles.error}>
      <h1 className={styles.errorTitle}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>We could not load this product. Please try again in a moment.</Trans>
      </p>
      <p className={styles.errorLinks}>
        {/* A full page load: the product route's loader runs again. */}
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
