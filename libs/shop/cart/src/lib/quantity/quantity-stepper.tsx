import { useLingui } from '@lingui/react/macro';
import { Icon } from '@mbw/ui';
import { useId, useState } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity } from './quantity';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The group's name when "Quantity" alone is ambiguous ("Quantity of bundle 2"). */
  label?: string;
  isDisabled?: boolean;
}

/**
 * The product page's quantity (spec shop §4 "Add to cart", §5; the shop area and each bundle):
 * "Quantity", minus, a number field, plus. It starts at 1; minus never goes below 1. Typed numbers
 * count too: anything that is not a whole number from 1 up is put back to the nearest one when the
 * field is left or Enter is pressed. At a limit the button is aria-disabled rather than disabled,
 * so a keyboard user who just pressed it keeps focus on it.
 */
export function QuantityStepper({ value, onChange, label, isDisabled = false }: QuantityStepperProps) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    setDraft(null);
    onChange(clampQuantity(Number(raw)));
  };
  const atMinimum = value <= MIN_QUANTITY;
  const atMaximum = value >= MAX_QUANTITY;
  return (
    <div className={styles.stepper} role="group" {...(label ? { 'aria-label': label } : { 'aria-labelledby': `${id}-label` })}>
      <span id={`${id}-label`} className={styles.label}>{t`Quantity`}</span>
      <button
        type="button"
        className={styles.step}
        aria-label={t`Decrease quantity`}
        aria-disabled={atMinimum || undefined}
        disabled={isDisabled}
        onClick={() => {
          if (!atMinimum) onChange(clampQuantity(value - 1));
        }}
      >
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
      <button
        type="button"
        className={styles.step}
        aria-label={t`Increase quantity`}
        aria-disabled={atMaximum || undefined}
        disabled={isDisabled}
        onClick={() => {
          if (!atMaximum) onChange(clampQuantity(value + 1));
        }}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
