import { Trans } from '@lingui/react/macro';
import { PageLoadError } from '../page-load-error/page-load-error';
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
  return <PageLoadError retryHref={retryHref} message={<Trans>We could not load this product. Please try again in a moment.</Trans>} />;
}
