import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AppLink, Icon, buttonClassName } from '@mbw/ui';
import { MAX_PER_CATEGORY } from '../store/compare-list';
import { setOpenCompareBox } from '../store/compare-store';
import { COMPARE_PAGE_PATH } from './compare-paths';
import styles from './compare.module.css';

/** useLayoutEffect in the browser only (the box never renders on the server, but React warns). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The compare box (spec shop §4, discovery §2, §4): opens under the product's compare control
 * after adding, one at a time (the store keeps which), right-aligned when it would overflow the
 * window. 'Compare more' while fewer than 4 of the category are stored, else the exceeded text;
 * a link to the compare page. Escape or its close button closes it and focus goes back.
 * `inline`: in a product card, the box takes its place in the card instead (a card clips what
 * overflows it, and a carousel moves its slides): it cannot overflow, and it follows the checkbox
 * in the reading and tab order.
 */
export function CompareBox({
  count,
  refused,
  returnFocus,
  inline = false,
}: {
  count: number;
  refused: boolean;
  returnFocus?: () => void;
  inline?: boolean;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [alignEnd, setAlignEnd] = useState(false);
  useBrowserLayoutEffect(() => {
    if (inline) return;
    const rect = box.current?.getBoundingClientRect();
    if (rect && rect.right > document.documentElement.clientWidth) setAlignEnd(true);
  }, [inline]);
  const close = () => {
    setOpenCompareBox(null);
    returnFocus?.();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenCompareBox(null);
      returnFocus?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [returnFocus]);
  const remaining = MAX_PER_CATEGORY - count;
  return (
    <div
      ref={box}
      role="group"
      aria-label={t`Compare`}
      className={[styles.box, inline ? styles.boxInline : '', alignEnd ? styles.boxEnd : ''].filter(Boolean).join(' ')}
      data-print="hide"
    >
      <p className={styles.boxText} role="status">
        {refused || remaining <= 0 ? (
          <Trans>You can compare up to {MAX_PER_CATEGORY} products of a category. Remove one to add another.</Trans>
        ) : (
          <Trans>
            {count} of {MAX_PER_CATEGORY} in compare. Compare more: add up to {remaining} more products of this category.
          </Trans>
        )}
      </p>
      <div className={styles.boxActions}>
        <AppLink href={COMPARE_PAGE_PATH} className={buttonClassName({ size: 'small' })}>
          <Icon name="compare" size={18} />
          <Trans>Compare now</Trans>
        </AppLink>
        <button
          type="button"
          className={buttonClassName({ variant: 'ghost', size: 'small', iconOnly: true })}
          aria-label={t`Close`}
          onClick={close}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </div>
  );
}
