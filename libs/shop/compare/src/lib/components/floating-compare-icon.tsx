import { useLingui } from '@lingui/react/macro';
import { AppLink, Icon } from '@mbw/ui';
import { useCompareList } from '../store/compare-store';
import { floatingCompareCount, type FloatingCompareContext } from '../store/floating-count';
import { COMPARE_PAGE_PATH } from './compare-paths';
import styles from './compare.module.css';

/**
 * The floating compare icon (spec shop §2): a link to the compare page with the count of
 * floatingCompareCount (the product's category, the page's, or all); hidden at 0 and when the
 * brand's flag is off. Rendered after hydration only (the cookie is read in the browser).
 */
export function FloatingCompareIcon(context: FloatingCompareContext) {
  const { t } = useLingui();
  const count = floatingCompareCount(useCompareList(), context);
  if (count === 0) return null;
  return (
    <AppLink href={COMPARE_PAGE_PATH} className={styles.floating} aria-label={t`Compare products (${count})`}>
      <Icon name="compare" />
      <span aria-hidden="true">{count}</span>
    </AppLink>
  );
}
