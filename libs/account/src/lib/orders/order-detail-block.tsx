import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { labelledLinkValue, type TextField } from '@mbw/api-clients';
import { COMMERCE_NAME, useCustomerOrder, type CustomerOrderDetail } from '@mbw/shop-data-access';
import {
  AppLink,
  DataTable,
  QueryProvider,
  Spinner,
  Tag,
  useHydrated,
  useSite,
  type DataTableColumn,
  type ImageWithTextValue,
} from '@mbw/ui';
import { formatDate, formatMoney, formatPercentage } from '@mbw/util';
import type { AccountBlockProps } from '../account-block';
import { useAccountViewer } from '../viewer/account-viewer';
import { useOrderStatusText } from './order-status-text';
import { deriveOrderView, fulfilmentTone, orderIdFromPath, type DerivedLine } from './order-view';
import styles from './orders.module.css';
import { AccountSection } from '../shared/account-section';

export interface OrderDetailFields {
  Title?: TextField;
  /** Back to the overview (the order list page). */
  BackLink?: unknown;
}

/** Spec account §8: 'Not Found Title' / 'Not Found Text' (no token, a failed exchange, no such order). */
function OrderNotFound() {
  return (
    <div className={styles.message} role="status">
      <h2>
        <Trans>Order not found</Trans>
      </h2>
      <p>
        <Trans>
          We could not find this order in your account. It may belong to another account, or the shop is not reachable right now.
        </Trans>
      </p>
    </div>
  );
}

type Address = NonNullable<CustomerOrderDetail['billingAddress']>;

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  return (
    <div>
      <h3 className={styles.heading}>{title}</h3>
      {address ? (
        <address>
          {address.formatted.map((row, index) => (
            <span key={index}>
              {row}
              <br />
            </span>
          ))}
        </address>
      ) : (
        <p className={styles.muted}>—</p>
      )}
    </div>
  );
}

function OrderView({ order }: { order: CustomerOrderDetail }) {
  const { t } = useLingui();
  const { language } = useSite();
  const status = useOrderStatusText();
  const view = deriveOrderView(order);
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, language) ?? '';
  const columns: DataTableColumn<DerivedLine>[] = [
    {
      id: 'product',
      header: t`Product`,
      value: (line): ImageWithTextValue => ({
        imageUrl: line.imageUrl ?? '',
        imageAlt: '',
        text: line.title,
      }),
      cell: line0HasImage(view.lines) ? 'imageWithText' : 'text',
      isRowHeader: true,
    },
    {
      id: 'article',
      header: t`Article number`,
      value: (line) => line.articleNumber,
    },
    {
      id: 'price',
      header: t`Unit price`,
      value: (line) => line.unitPrice,
      cell: 'price',
    },
    { id: 'quantity', header: t`Quantity`, value: (line) => line.quantity },
    {
      id: 'total',
      header: t`Total`,
      value: (line) => line.total,
      cell: 'money',
    },
  ];
  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{formatDate(order.processedAt, language)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment status</Trans>
          </dt>
          <dd>{status.payment(order.financialStatus)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fulfilment status</Trans>
          </dt>
          <dd>
            <Tag tone={fulfilmentTone(order.fulfillmentStatus)}>{status.fulfilment(order.fulfillmentStatus)}</Tag>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(view.total)}</dd>
        </div>
      </dl>

      <h2 className={styles.heading}>
        <Trans>Ordered products</Trans>
      </h2>
      <div className={styles.desktop}>
        <DataTable
          label={t`Ordered products`}
          columns={columns}
          rows={view.lines}
          rowKey={(line) => `${line.articleNumber}-${line.title}-${line.quantity}-${line.total.amount}`}
          locale={language}
        />
      </div>
      <div className={styles.mobile}>
        <ul className={styles.lines} aria-label={t`Ordered products`}>
          {view.lines.map((line, index) => (
            <li key={index} className={styles.line}>
              {line.imageUrl ? <img src={line.imageUrl} alt="" width={48} height={48} loading="lazy" /> : <span />}
              <span>
                {line.title}
                {line.articleNumber ? <span className={styles.muted}> · {line.articleNumber}</span> : null}
                <br />
                <span className={styles.muted}>
                  {line.quantity} × {money(line.unitPrice)}
                </span>
              </span>
              <span>{money(line.total)}</span>
            </li>
          ))}
        </ul>
      </div>

      <h2 className={styles.heading}>
        <Trans>Cost breakdown</Trans>
      </h2>
      <dl className={styles.costs}>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{money(view.subtotal)}</dd>
        {view.hasDiscounts ? (
          <>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd>−{money(view.discount)}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Shipping</Trans>
        </dt>
        <dd>{money(view.shipping)}</dd>
        <dt>
          {view.hasTax && view.taxPercentage !== null ? (
            <Trans>Tax ({formatPercentage(view.taxPercentage / 100, language)})</Trans>
          ) : (
            <Trans>Tax</Trans>
          )}
        </dt>
        <dd>{money(view.tax)}</dd>
        <dt className={styles.total}>
          <Trans>Total</Trans>
        </dt>
        <dd className={styles.total}>{money(view.total)}</dd>
      </dl>

      <div className={styles.addresses}>
        <AddressBlock title={t`Billing address`} address={order.billingAddress} />
        <AddressBlock title={t`Shipping address`} address={order.shippingAddress} />
      </div>
    </>
  );
}

function line0HasImage(lines: DerivedLine[]): boolean {
  return lines.every((line) => !!line.imageUrl);
}

function OrderDetailContent({ fields }: { fields: OrderDetailFields }) {
  const { t } = useLingui();
  const { signedIn } = useAccountViewer();
  const hydrated = useHydrated();
  const orderId = orderIdFromPath(useLocation().pathname);
  const order = useCustomerOrder(COMMERCE_NAME, orderId, hydrated && signedIn && orderId !== '');
  const back = labelledLinkValue(fields.BackLink);

  let content;
  if (signedIn && orderId && (!hydrated || order.isPending)) content = <Spinner label={t`Loading the order…`} showLabel />;
  else if (!signedIn || !orderId || order.isError || !order.data) content = <OrderNotFound />;
  else content = <OrderView order={order.data} />;
  return (
    <>
      <AppLink href={back?.href || '/my-account/orders'} className={styles.back}>
        ← {back?.text || t`Back to the overview`}
      </AppLink>
      {content}
    </>
  );
}

/** The order detail (spec account §2, §3, §4): the last path segment is the order id. */
export function OrderDetailBlock({ fields }: AccountBlockProps<OrderDetailFields>) {
  return (
    <QueryProvider>
      <AccountSection as="section">
        <div className={styles.section}>
          <OrderDetailContent fields={fields ?? {}} />
        </div>
      </AccountSection>
    </QueryProvider>
  );
}
