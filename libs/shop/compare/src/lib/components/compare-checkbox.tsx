import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { idsOf, isCompared } from '../store/compare-list';
import { dispatchCompare, setOpenCompareBox, useCompareList, useOpenCompareBox } from '../store/compare-store';
import { CompareBox } from './compare-box';
import type { CompareProduct } from './compare-button';
import styles from './compare.module.css';
import { visuallyHidden } from '@mbw/ui';

/**
 * The compare checkbox of a lister's or a product carousel's card (spec discovery §2, §4, §9: 4
 * per classification). A native checkbox (no react-aria in the lister's first load): ticked while
 * the product is compared. Ticking it adds the product and opens the compare box; a fifth product
 * of the category is refused (the box says why, the box stays unticked).
 */
export function CompareCheckbox({ product }: { product: CompareProduct }) {
  const list = useCompareList();
  const openBox = useOpenCompareBox();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [refused, setRefused] = useState(false);
  const boxId = `card-${product.category}-${product.id}`;
  if (!product.category || product.id <= 0) return null;
  const compared = isCompared(list, product.category, product.id);
  const onChange = (checked: boolean) => {
    if (!checked) {
      dispatchCompare({ type: 'remove', category: product.category, id: product.id });
      setOpenCompareBox(null);
      return;
    }
    setRefused(!dispatchCompare({ type: 'add', category: product.category, id: product.id }));
    setOpenCompareBox(boxId);
  };
  return (
    <div className={styles.anchor} data-print="hide">
      <span className={styles.checkbox}>
        <input ref={input} id={inputId} type="checkbox" checked={compared} onChange={(event) => onChange(event.currentTarget.checked)} />
        <label htmlFor={inputId}>
          <Trans>Compare</Trans> <span className={visuallyHidden}>{product.name}</span>
        </label>
      </span>
      {openBox === boxId ? (
        <CompareBox count={idsOf(list, product.category).length} refused={refused} returnFocus={() => input.current?.focus()} inline />
      ) : null}
    </div>
  );
}
