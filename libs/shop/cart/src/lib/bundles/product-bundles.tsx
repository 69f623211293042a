import { Trans } from '@lingui/react/macro';
import { Icon, lazyWithPreload } from '@mbw/ui';
import '../product-shop-area/shop-area-styles';
import styles from './bundles.module.css';

/**
 * The product page's bundles slot (spec shop §2 "Bundles section"), as its own chunk: the cards
 * and the cart calls stay out of every page's first load. Decision: the bundles come with the
 * page — the product route asks the Storefront for them beside the offers (one round trip, no
 * waterfall) and the section is in the server HTML, with the hero's link to it. Fetched in the
 * browser at idle, the section's chunk, its document and the request landed in the product page's
 * busy start (Lighthouse TBT +150 ms) and the link appeared late. The route's loader awaits
 * `preloadProductBundles()` when there are bundles, so the server render is complete.
 */
export const ProductBundles = lazyWithPreload(() => import('./bundles-section').then((module) => module.BundlesSection));
export const preloadProductBundles = ProductBundles.preload;

/** The hero's link to the bundles section (spec product §2), when the section has bundles. */
export function BundlesLink({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <a href="#bundles" className={styles.link} data-print="hide">
      <Trans>Bundle offers ({count})</Trans>
      <Icon name="arrow-down" size={18} />
    </a>
  );
}
