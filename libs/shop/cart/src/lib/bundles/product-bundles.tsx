import { Trans } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Icon } from '@mbw/ui';
import type { BundlesSectionProps } from './bundles-section';
import { bundlesKey, useBundlesCount } from './bundles-store';
import styles from './bundles.module.css';

const LazyBundlesSection = lazy(() => import('./bundles-section').then((module) => ({ default: module.BundlesSection })));

/**
 * The product page's bundles slot (spec shop §2 "Bundles section").
 *
 * Decision: loaded in the browser, not with the page. The section sits below the hero, so its data
 * is not needed for the first paint; asking the Storefront in the loader would add its latency
 * (and its failures) to every product page's response and make the shared-cacheable HTML depend
 * on the market. After hydration, when the browser is idle, the section's chunk (the document, the
 * cards) loads and asks for the variant's bundles; the hero's link appears once there are some.
 * Nothing of it is in the page's first-load JS. The route renders this only on shop brands with the
 * shop on for the visitor (spec shop §1), so group and sensor never load it.
 */
export function ProductBundles(props: BundlesSectionProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (props.productIds.length === 0) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setWanted(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setWanted(true), 200);
    return () => window.clearTimeout(timer);
  }, [props.productIds.length]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyBundlesSection {...props} />
    </Suspense>
  );
}

/** The hero's link to the bundles section (spec product §2), once the section has bundles to show. */
export function BundlesLink({ productIds }: { productIds: string[] }) {
  const count = useBundlesCount(bundlesKey(productIds));
  if (count === 0) return null;
  return (
    <a href="#bundles" className={styles.link} data-print="hide">
      <Trans>Bundle offers ({count})</Trans>
      <Icon name="arrow-down" size={18} />
    </a>
  );
}
