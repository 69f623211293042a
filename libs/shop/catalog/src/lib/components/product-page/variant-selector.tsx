import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName, useSite } from '@mbw/ui';
import { Suspense, lazy, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ProductPageView } from '../../rules/product-view';
import { selectableChoices, showVariantSelector, variantRows, type VariantRowOffer } from '../../rules/variant-selector';
import styles from './variant-selector.module.css';

// The dialog is a chunk of its own, loaded on the first open (or a hover or focus of the button
// just before it), like the content blocks' video lightbox.
const loadDialog = () => import('./variant-selector-dialog');
const VariantSelectorDialog = lazy(loadDialog);
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/**
 * The variant selector (spec product §2 "Variant selector dialog"): a button in the hero's variant
 * box, "Choose variant (n)", opening a dialog that lists every variant as a table whose rows link
 * to the variant's page. Shown only when the selector rules allow it (variant-selector.ts).
 */
export function VariantSelector({
  product,
  renderAvailability,
}: {
  product: Pick<ProductPageView, 'englishName' | 'name' | 'variant' | 'variantCount' | 'variantChoices'>;
  /** A row's stock and delivery time (the hero's availability component, from the route). */
  renderAvailability?: ((offer: VariantRowOffer) => ReactNode) | undefined;
}) {
  const { t } = useLingui();
  const { language } = useSite();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const currentArticleNumber = product.variant?.articleNumber ?? null;
  const selectable = useMemo(() => selectableChoices(product.variantChoices), [product.variantChoices]);
  // The sorted rows only for the dialog: sorting builds an Intl.Collator, whose ICU start-up has no
  // place in the page's hydration (the button needs the count alone).
  const rows = useMemo(
    () =>
      requested
        ? variantRows(product.variantChoices, {
            language,
            englishName: product.englishName,
            currentArticleNumber,
          })
        : [],
    [requested, product.variantChoices, product.englishName, language, currentArticleNumber],
  );
  if (!showVariantSelector({ variantCount: product.variantCount, rows: selectable })) return null;
  const count = selectable.length;
  const name = product.name;

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName({
          variant: 'secondary',
          size: 'small',
          className: styles.open,
        })}
        aria-haspopup="dialog"
        data-print="hide"
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Trans>Choose variant ({count})</Trans>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <VariantSelectorDialog
            title={t`Variants of ${name}`}
            rows={rows}
            isOpen={open}
            onOpenChange={onOpenChange}
            renderAvailability={renderAvailability}
          />
        </Suspense>
      ) : null}
    </>
  );
}
