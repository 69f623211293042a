import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Icon, buttonClassName } from '@mbw/ui';
import { MAX_PER_CATEGORY, idsOf, isCategoryFull, isCompared } from '../store/compare-list';
import { dispatchCompare, setOpenCompareBox, useCompareList, useOpenCompareBox } from '../store/compare-store';
import { CompareBox } from './compare-box';
import styles from './compare.module.css';

export interface CompareProduct {
  /** The master product's id (what comparedObjects is asked for). */
  id: number;
  /** The compare list's category key: the product's English category (CategoryEn). */
  category: string;
  name: string;
}

/**
 * The product hero's compare button (spec shop §2 actions, §5): adds the product to its
 * category's compare list, or takes it out again (aria-pressed); disabled while the category
 * already holds 4 other products, with the reason beside it.
 */
export function CompareButton({ product }: { product: CompareProduct }) {
  const { t } = useLingui();
  const list = useCompareList();
  const openBox = useOpenCompareBox();
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const boxId = `hero-${product.id}`;
  const compared = isCompared(list, product.category, product.id);
  const full = !compared && isCategoryFull(list, product.category);
  const count = idsOf(list, product.category).length;
  if (!product.category || product.id <= 0) return null;
  const onPress = () => {
    const changed = dispatchCompare({ type: 'toggle', category: product.category, id: product.id });
    setOpenCompareBox(changed && !compared ? boxId : null);
  };
  return (
    <div className={styles.anchor}>
      <button
        ref={button}
        type="button"
        className={buttonClassName({ variant: 'ghost', size: 'small' })}
        aria-pressed={compared}
        disabled={full}
        aria-describedby={full ? noteId : undefined}
        onClick={onPress}
        title={compared ? t`Remove from compare` : undefined}
      >
        <Icon name={compared ? 'check' : 'compare'} size={18} />
        {compared ? <Trans>In compare</Trans> : <Trans>Compare</Trans>}
      </button>
      {full ? (
        <p id={noteId} className={styles.note}>
          <Trans>Up to {MAX_PER_CATEGORY} products of a category can be compared.</Trans>
        </p>
      ) : null}
      {openBox === boxId ? <CompareBox count={count} refused={false} returnFocus={() => button.current?.focus()} /> : null}
    </div>
  );
}
