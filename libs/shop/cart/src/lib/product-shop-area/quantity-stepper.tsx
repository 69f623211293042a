import { useLingui } from '@lingui/react/macro';
import { Icon } from '@mbw/ui';
import { useId, useState } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity } from './shop-area-data';
import styles from './product-shop-area.module.css';

/**
 * The teaser quantity (spec shop §4 "Add to cart", §5): starts at 1, plus adds one, minus takes
 * one away but never below 1. The field takes typed numbers too; anything that is not a whole
 * number from 1 up is put back to the nearest one when the field is left.
 */
export function QuantityStepper({ value, onChange, isDisabled = false }: { value: number; onChange: (value: number) => void; isDisabled?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    setDraft(null);
    onChange(clampQuantity(Number(raw)));
  };
  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.stepperLabel}>{t`Quantity`}</span>
      <button type="button" className={styles.stepButton} aria-label={t`Decrease quantity`} disabled={isDisabled || value <= MIN_QUANTITY} onClick={() => onChange(clampQuantity(value - 1))}>
        <Icon name="minus" size={16} />
      </button>
      <input
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        aria-label={t`Quantity`}
        disabled={isDisabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
      <button type="button" className={styles.stepButton} aria-label={t`Increase quantity`} disabled={isDisabled || value >= MAX_QUANTITY} onClick={() => onChange(clampQuantity(value + 1))}>
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
