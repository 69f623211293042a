import { Trans } from '@lingui/react/macro';

/** The legal note under the shop area (spec shop §2 "legal text"). */
export function ShopLegalText() {
  return <Trans>All prices include VAT, plus shipping costs.</Trans>;
}
