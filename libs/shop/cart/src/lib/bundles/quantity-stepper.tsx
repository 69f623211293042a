import { useLingui } from '@lingui/react/macro';
import { Icon, buttonClassName } from '@mbw/ui';
import { stepQuantity, BUNDLE_MIN_QUANTITY } from './bundle-rules';
import styles from './bundles.module.css';

/**
 * Minus, the number, plus (spec shop §2: starts at 1, never below 1). Native buttons; at the
 * minimum the minus is aria-disabled rather than disabled, so a keyboard user who just pressed it
 * keeps focus on it. The number is announced when it changes.
 */
export function QuantityStepper({ value, onChange, label, isDisabled = false }: { value: number; onChange: (value: number) => void; label: string; isDisabled?: boolean }) {
  const { t } = useLingui();
  const atMinimum = value <= BUNDLE_MIN_QUANTITY;
  return (
    <div role="group" aria-label={label} className={styles.stepper}>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'small', iconOnly: true, className: styles.stepperButton })}
        aria-label={t`Decrease quantity`}
        aria-disabled={atMinimum || undefined}
        disabled={isDisabled}
        onClick={() => {
          if (!atMinimum) onChange(stepQuantity(value, -1));
        }}
      >
        <Icon name="minus" size={18} />
      </button>
      <output className={styles.quantity} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'small', iconOnly: true, className: styles.stepperButton })}
        aria-label={t`Increase quantity`}
        disabled={isDisabled}
        onClick={() => onChange(stepQuantity(value, 1))}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
