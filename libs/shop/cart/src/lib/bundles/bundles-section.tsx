import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useProductBundles } from '@mbw/shop-data-access';
import { COOKIES, readBrowserCookie } from '@mbw/util';
import { BundleCard } from './bundle-card';
import { shownBundles, type BundleProductContext } from './bundle-rules';
import { bundlesKey, setBundlesCount } from './bundles-store';
import styles from './bundles.module.css';

export const BUNDLES_SECTION_ID = 'bundles';

export interface BundlesSectionProps {
  /** The catalog variant's Shopify Products (`shopifyGlobalIds`). */
  productIds: string[];
  product: BundleProductContext;
  language: string;
}

/**
 * The bundles section (spec shop §2): its own chunk with the Storefront document, fetched in the
 * browser. Only bundles whose every variant is for sale show; with none, or when the Storefront
 * fails (logged), the section is left out and the page goes on as it was.
 */
export function BundlesSection({ productIds, product, language }: BundlesSectionProps) {
  const market = readBrowserCookie(COOKIES.market) ?? 'de';
  const query = useProductBundles({ productIds, market, language }, productIds.length > 0);
  const bundles = query.data ? shownBundles(query.data) : [];
  const key = bundlesKey(productIds);

  useEffect(() => {
    setBundlesCount(key, bundles.length);
  }, [key, bundles.length]);
  useEffect(() => {
    if (query.error) console.error('Bundles could not be loaded', query.error);
  }, [query.error]);

  if (bundles.length === 0) return null;
  return (
    <section id={BUNDLES_SECTION_ID} className={styles.section} aria-labelledby="bundles-title" data-print="hide">
      <h2 id="bundles-title" className={styles.title}>
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
