import { Trans } from '@lingui/react/macro';
import type { DiscountBundle } from '@mbw/shop-data-access';
import { pageSectionClassNames as pageSection } from '@mbw/ui';
import { BundleCard } from './bundle-card';
import type { BundleProductContext } from './bundle-rules';
import styles from './bundles.module.css';

export const BUNDLES_SECTION_ID = 'bundles';

export interface BundlesSectionProps {
  /** The bundles to show: only those whose every variant is for sale (`shownBundles`). */
  bundles: DiscountBundle[];
  product: BundleProductContext;
  language: string;
}

/**
 * The bundles section (spec shop §2), rendered on the server from the bundles the product route
 * loaded beside the offers. With none (or when the Storefront failed: the route leaves the slot
 * out) there is no section.
 */
export function BundlesSection({ bundles, product, language }: BundlesSectionProps) {
  if (bundles.length === 0) return null;
  return (
    <section id={BUNDLES_SECTION_ID} className={pageSection.section} aria-labelledby="bundles-title" data-print="hide">
      <h2 id="bundles-title" className={pageSection.title}>
        <Trans>Bundle offers</Trans>
      </h2>
      <ul className={styles.list}>
        {bundles.map((bundle, index) => (
          <li key={bundle.id}>
            <BundleCard bundle={bundle} position={index + 1} product={product} language={language} />
          </li>
        ))}
      </ul>
    </section>
  );
}
