import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, Dialog, Icon, useSite } from '@mbw/ui';
import { formatMoney } from '@mbw/util';
import type { ReactNode } from 'react';
import { filterColumns, rowsHaveOffers, type VariantRow, type VariantRowOffer } from '../../rules/variant-selector';
import styles from './variant-selector.module.css';

export interface VariantSelectorDialogProps {
  title: string;
  rows: VariantRow[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * A row's availability: stock and delivery time with their tooltip (spec product §2 "Shop table
   * availability"), drawn by the hero's own component (the route passes the cart feature's).
   * Without it, Available / Not available.
   */
  renderAvailability?: ((offer: VariantRowOffer) => ReactNode) | undefined;
}

/**
 * The variant table in a ui Dialog (focus trapped, Escape and the close button close it, focus
 * returns). Each row's choice is a real link to the variant's page, so it works with the keyboard
 * and as a plain link; the page's own variant is marked with aria-current. Price and availability
 * columns appear only when the shop gives offers.
 */
export default function VariantSelectorDialog({ title, rows, isOpen, onOpenChange, renderAvailability }: VariantSelectorDialogProps) {
  const { t } = useLingui();
  const { language } = useSite();
  const filters = filterColumns(rows);
  const offers = rowsHaveOffers(rows);
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="wide">
      <div className={styles.scroller}>
        <table className={styles.table} data-testid="variant-table">
          <caption className={styles.caption}>
            <Trans>Choose a variant to show its page.</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Article number</Trans>
              </th>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              {filters.map((name) => (
                <th scope="col" key={name} className={styles.filter}>
                  {name}
                </th>
              ))}
              {offers ? (
                <>
                  <th scope="col">
                    <Trans>Availability</Trans>
                  </th>
                  <th scope="col" className={styles.numeric}>
                    <Trans>Price</Trans>
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const articleNumber = row.articleNumber;
              return (
                <tr key={`${row.id}-${row.articleNumber}`} className={row.isCurrent ? styles.current : undefined}>
                  <th scope="row">
                    <AppLink
                      href={row.href}
                      className={styles.choice}
                      aria-current={row.isCurrent ? 'page' : undefined}
                      aria-label={row.isCurrent ? t`${articleNumber} (current variant)` : undefined}
                      onClick={() => onOpenChange(false)}
                    >
                      {row.isCurrent ? <Icon name="check" size={16} /> : null}
                      {row.articleNumber}
                    </AppLink>
                  </th>
                  <td>{row.name}</td>
                  {filters.map((name) => (
                    <td key={name} className={styles.filter}>
                      {row.filterValues.find((entry) => entry.name === name)?.value ?? ''}
                    </td>
                  ))}
                  {offers ? (
                    <>
                      <td>
                        {row.offer
                          ? renderAvailability
                            ? renderAvailability(row.offer)
                            : row.offer.available
                              ? t`Available`
                              : t`Not available`
                          : ''}
                      </td>
                      <td className={styles.numeric}>
                        {row.offer
                          ? formatMoney(
                              {
                                amount: row.offer.price,
                                currencyCode: row.offer.currencyCode,
                              },
                              language,
                            )
                          : ''}
                      </td>
                    </>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
