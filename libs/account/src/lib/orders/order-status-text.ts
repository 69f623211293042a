import { useLingui } from '@lingui/react/macro';

/**
 * Spec account §4: the payment status text is looked up by status name (Storefront's
 * OrderFinancialStatus) and translated; so is the fulfilment status of the tag. An unknown name is
 * shown as it came rather than hidden.
 */
export function useOrderStatusText() {
  const { t } = useLingui();
  const payment: Record<string, string> = {
    AUTHORIZED: t`Authorized`,
    PAID: t`Paid`,
    PARTIALLY_PAID: t`Partially paid`,
    PARTIALLY_REFUNDED: t`Partially refunded`,
    PENDING: t`Payment pending`,
    REFUNDED: t`Refunded`,
    VOIDED: t`Voided`,
  };
  const fulfilment: Record<string, string> = {
    FULFILLED: t`Fulfilled`,
    IN_PROGRESS: t`In progress`,
    ON_HOLD: t`On hold`,
    OPEN: t`Open`,
    PARTIALLY_FULFILLED: t`Partially fulfilled`,
    PENDING_FULFILLMENT: t`Pending fulfilment`,
    RESTOCKED: t`Restocked`,
    SCHEDULED: t`Scheduled`,
    UNFULFILLED: t`Unfulfilled`,
  };
  return {
    payment: (status: string | null | undefined) => (status ? (payment[status] ?? status) : ''),
    fulfilment: (status: string | null | undefined) => (status ? (fulfilment[status] ?? status) : ''),
  };
}
