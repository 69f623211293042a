import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { CartLine, CartUserError } from '@mbw/shop-data-access';
import { Button, ConfirmDialog, Icon, visuallyHidden } from '@mbw/ui';
import { formatMoney } from '@mbw/util';
import { CartErrorText } from '../state/cart-error-text';
import styles from './cart-panel.module.css';
import { useLineQuantity } from './use-line-quantity';

/** Spec shop §9: a line's error closes after 7000 ms. */
export const LINE_ERROR_MS = 7000;

export interface CartLineItemProps {
  line: CartLine;
  language: string;
  isUpdating: boolean;
  errors: CartUserError[];
  onQuantity: (lineId: string, quantity: number) => Promise<boolean>;
  onRemove: (lineId: string) => void;
  onCloseError: (variantId: string) => void;
}

/** One cart line: image, title, article number, price (compare-at struck), quantity stepper, its errors. */
export function CartLineItem({ line, language, isUpdating, errors, onQuantity, onRemove, onCloseError }: CartLineItemProps) {
  const { t } = useLingui();
  const { quantity, change, confirming, confirm, cancel } = useLineQuantity({
    lineId: line.id,
    quantity: line.quantity,
    confirmRemoval: line.bundleId !== null,
    onCommit: (next) => onQuantity(line.id, next),
    onRemove: () => onRemove(line.id),
  });
  const title = line.title;
  const sku = line.sku;
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (!hasErrors) return;
    const timer = setTimeout(() => onCloseError(line.variantId), LINE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [errors, hasErrors, line.variantId, onCloseError]);

  return (
    <li className={styles.line} aria-label={title}>
      {line.image ? (
        <img className={styles.image} src={line.image.url} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.details}>
        <p className={styles.lineTitle}>{line.productUrl ? <a href={line.productUrl}>{title}</a> : title}</p>
        {sku ? (
          <p className={styles.sku}>
            <Trans>Article no. {sku}</Trans>
          </p>
        ) : null}
        <p className={styles.price}>
          {line.compareAtPrice ? (
            <del className={styles.compareAt}>
              <span className={visuallyHidden}>{t`Original price:`} </span>
              {formatMoney(line.compareAtPrice, language)}
            </del>
          ) : null}{' '}
          <span>{formatMoney(line.price, language)}</span>
        </p>
        <div className={styles.stepper} role="group" aria-label={t`Quantity of ${title}`}>
          <Button
            variant="secondary"
            size="small"
            iconOnly
            aria-label={t`Decrease quantity of ${title}`}
            isDisabled={isUpdating || quantity <= 0}
            onPress={() => change(quantity - 1)}
          >
            <Icon name="minus" />
          </Button>
          <output className={styles.quantity} aria-live="polite" aria-label={t`Quantity`}>
            {quantity}
          </output>
          <Button
            variant="secondary"
            size="small"
            iconOnly
            aria-label={t`Increase quantity of ${title}`}
            isDisabled={isUpdating}
            onPress={() => change(quantity + 1)}
          >
            <Icon name="plus" />
          </Button>
          <Button variant="ghost" size="small" iconOnly aria-label={t`Remove ${title}`} isDisabled={isUpdating} onPress={() => change(0)}>
            <Icon name="trash" />
          </Button>
        </div>
        {hasErrors ? (
          <div className={styles.lineErrors} role="alert">
            {errors.map((error, index) => (
              <p key={index}>
                <CartErrorText error={error} />
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <p className={styles.lineTotal}>{formatMoney(line.totalAmount, language)}</p>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        onConfirm={confirm}
        title={t`Remove bundle item?`}
        message={t`${title} belongs to a bundle. Removing it ends the bundle discount for the other items.`}
        confirmLabel={t`Remove`}
      />
    </li>
  );
}
