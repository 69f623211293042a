import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { labelledLinkValue, linkValue, textValue, type TextField } from '@mbw/api-clients';
import { COMMERCE_NAME, orderIdOf, useCustomerOrders, type CustomerOrderSummary } from '@mbw/shop-data-access';
import { AppLink, DataTable, Image, QueryProvider, Spinner, localizeHref, useHydrated, useSite, type DataTableColumn } from '@mbw/ui';
import { formatDate, formatMoney } from '@mbw/util';
import type { AccountBlockProps } from '../account-block';
import { useAccountViewer } from '../viewer/account-viewer';
import { useOrderStatusText } from './order-status-text';
import { deriveOrderView, newestFirst, orderDetailHref } from './order-view';
import styles from './orders.module.css';
import { AccountSection } from '../shared/account-section';

export interface OrderListFields {
  Title?: TextField;
  /** Spec account §2: where an order's detail lives; `*` is replaced by the order id. */
  'Detail page target'?: unknown;
}

/** Spec account §8: 'No Orders Title' / 'No Orders Text' (no token, a failed exchange, or no orders). */
export function NoOrders() {
  return (
    <div className={styles.message} role="status">
      <h2>
        <Trans>No orders yet</Trans>
      </h2>
      <p>
        <Trans>Orders you place in our shop will be listed here.</Trans>
      </p>
    </div>
  );
}

function OrderCards({
  orders,
  hrefOf,
  locale,
}: {
  orders: CustomerOrderSummary[];
  hrefOf: (order: CustomerOrderSummary) => string;
  locale: string;
}) {
  const { t } = useLingui();
  const status = useOrderStatusText();
  return (
    <ul className={styles.cards} aria-label={t`Orders`}>
      {orders.map((order) => {
        const view = deriveOrderView({ ...order, totalShippingPrice: { amount: '0', currencyCode: order.totalPrice.currencyCode } });
        return (
          <li key={order.id} className={styles.card}>
            <AppLink href={hrefOf(order)} className={styles.cardLink}>
              <span className={styles.cardHead}>
                <span>
                  <Trans>Order {order.orderNumber}</Trans>
                </span>
                <span>{formatMoney(order.totalPrice, locale)}</span>
              </span>
              <dl className={styles.facts}>
                <dt>
                  <Trans>Date</Trans>
                </dt>
                <dd>{formatDate(order.processedAt, locale)}</dd>
                <dt>
                  <Trans>Payment status</Trans>
                </dt>
                <dd>{status.payment(order.financialStatus)}</dd>
              </dl>
              <ul className={styles.lines}>
                {view.lines.map((line, index) => (
                  <li key={`${line.articleNumber}-${index}`} className={styles.line}>
                    {line.imageUrl ? <Image src={line.imageUrl} alt="" width={48} height={48} widths={[100]} /> : <span />}
                    <span>
                      {line.title}
                      {line.articleNumber ? <span className={styles.muted}> · {line.articleNumber}</span> : null}
                      <br />
                      <span className={styles.muted}>
                        {line.quantity} × {formatMoney(line.unitPrice, locale)}
                      </span>
                    </span>
                    <span>{formatMoney(line.total, locale)}</span>
                  </li>
                ))}
              </ul>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

function OrderListContent({ fields }: { fields: OrderListFields }) {
  const { t } = useLingui();
  const { language } = useSite();
  const { signedIn } = useAccountViewer();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const status = useOrderStatusText();
  const target = labelledLinkValue(fields['Detail page target'])?.href ?? linkValue(fields['Detail page target'])?.href ?? '';
  const orders = useCustomerOrders(COMMERCE_NAME, hydrated && signedIn);

  if (signedIn && (!hydrated || orders.isPending)) return <Spinner label={t`Loading your orders…`} showLabel />;
  const list = newestFirst(orders.data ?? []);
  // Any failing step, or no orders at all, is the same message (spec §4, §8).
  if (!signedIn || orders.isError || list.length === 0) return <NoOrders />;

  const hrefOf = (order: CustomerOrderSummary) => localizeHref(orderDetailHref(target, orderIdOf(order.id)), language);
  const columns: DataTableColumn<CustomerOrderSummary>[] = [
    { id: 'number', header: t`Order number`, value: (order) => order.orderNumber, cell: 'bold', sort: 'numeric', isRowHeader: true },
    { id: 'date', header: t`Date`, value: (order) => order.processedAt, cell: 'date', sort: 'date' },
    { id: 'payment', header: t`Payment status`, value: (order) => status.payment(order.financialStatus), sort: 'alphabetical' },
    { id: 'total', header: t`Total`, value: (order) => order.totalPrice, cell: 'money', sort: 'price' },
  ];
  return (
    <>
      <div className={styles.desktop}>
        <DataTable
          label={textValue(fields.Title) || t`Orders`}
          columns={columns}
          rows={list}
          rowKey={(order) => order.id}
          onRowAction={(order) => navigate(hrefOf(order))}
          locale={language}
          equalWidthColumns
        />
      </div>
      <div className={styles.mobile}>
        <OrderCards orders={list} hrefOf={hrefOf} locale={language} />
      </div>
    </>
  );
}

/** The order list (spec account §2, §4): shop brands, signed-in customers; filled in the browser. */
export function OrderListBlock({ fields }: AccountBlockProps<OrderListFields>) {
  return (
    <QueryProvider>
      <AccountSection as="section">
        <div className={styles.section}>
          <OrderListContent fields={fields ?? {}} />
        </div>
      </AccountSection>
    </QueryProvider>
  );
}
