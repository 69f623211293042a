import { describe, expect, it } from 'vitest';
import { deriveOrderView, fulfilmentTone, newestFirst, orderDetailHref, orderIdFromPath, type OrderForView } from './order-view';

const money = (amount: string, currencyCode = 'CHF') => ({ amount, currencyCode });
const line = (title: string, quantity: number, total: string, currencyCode = 'CHF') => ({
  title,
  quantity,
  originalTotalPrice: money(total, currencyCode),
  variant: { sku: '141.228', image: { url: '/-/media/x.svg', altText: null } },
});

describe('orderDetailHref (spec account §2 "Detail URL")', () => {
  it('puts the order id in place of the wildcard marker', () => {
    expect(orderDetailHref('/my-account/orders/detail/*', '5400000001003')).toBe('/my-account/orders/detail/5400000001003');
    expect(orderDetailHref('/orders/*/summary', '42')).toBe('/orders/42/summary');
  });

  it('appends the id as the last path segment without a marker (one slash, query kept)', () => {
    expect(orderDetailHref('/my-account/orders/detail', '42')).toBe('/my-account/orders/detail/42');
    expect(orderDetailHref('/my-account/orders/detail/', '42')).toBe('/my-account/orders/detail/42');
    expect(orderDetailHref('/detail?tab=items', '42')).toBe('/detail/42?tab=items');
  });

  it('encodes an id that is not URL-safe', () => {
    expect(orderDetailHref('/d/*', 'a/b')).toBe('/d/a%2Fb');
  });
});

describe('orderIdFromPath', () => {
  it('is the last path segment', () => {
    expect(orderIdFromPath('/de/my-account/orders/detail/5400000001003')).toBe('5400000001003');
    expect(orderIdFromPath('/my-account/orders/detail/42/')).toBe('42');
    expect(orderIdFromPath('/')).toBe('');
    expect(orderIdFromPath('/d/%E0%A4%A')).toBe('');
  });
});

describe('fulfilmentTone (spec account §4)', () => {
  it('FULFILLED is ok; the waiting states are warning; anything else is secondary', () => {
    expect(fulfilmentTone('FULFILLED')).toBe('ok');
    for (const status of [
      'IN_PROGRESS',
      'ON_HOLD',
      'OPEN',
      'PARTIALLY_FULFILLED',
      'PENDING_FULFILLMENT',
      'RESTOCKED',
      'SCHEDULED',
      'UNFULFILLED',
    ]) {
      expect(fulfilmentTone(status)).toBe('warning');
    }
    expect(fulfilmentTone('CANCELLED')).toBe('secondary');
    expect(fulfilmentTone(null)).toBe('secondary');
  });
});

describe('newestFirst', () => {
  it('sorts by order number, highest first, without touching the input', () => {
    const orders = [{ orderNumber: 1003 }, { orderNumber: 1010 }, { orderNumber: 1001 }];
    expect(newestFirst(orders).map((order) => order.orderNumber)).toEqual([1010, 1003, 1001]);
    expect(orders[0]!.orderNumber).toBe(1003);
  });
});

describe('deriveOrderView (spec account §3)', () => {
  it('derives subtotal, discount, shipping, tax and the tax percentage of a discounted CHF order', () => {
    // Lines 2 × 425.00 and 1 × 199.00; 10 % off the first line: subtotalPrice 1 049.00 − 85.00 = 964.00.
    const order: OrderForView = {
      lineItems: { nodes: [line('HOT JET S', 2, '850.00'), line('Nozzle', 1, '199.00')] },
      subtotalPrice: money('964.00'),
      totalShippingPrice: money('12.50'),
      totalTax: money('79.10'), // 8.1 % of 976.50, rounded to the cent
      totalPrice: money('1055.60'),
    };
    const view = deriveOrderView(order);
    expect(view.subtotal).toEqual(money('1049.00'));
    expect(view.discount).toEqual(money('85.00'));
    expect(view.hasDiscounts).toBe(true);
    expect(view.shipping).toEqual(money('12.50'));
    expect(view.tax).toEqual(money('79.10'));
    expect(view.hasTax).toBe(true);
    expect(view.taxPercentage).toBe(8.1);
    expect(view.total).toEqual(money('1055.60'));
    expect(view.lines[0]).toMatchObject({
      unitPrice: money('425.00'),
      total: money('850.00'),
      articleNumber: '141.228',
      imageAlt: 'HOT JET S',
    });
  });

  it('has no discount and no tax on a zero-tax order without discounts', () => {
    const view = deriveOrderView({
      lineItems: { nodes: [line('WELDY foil 40', 1, '349.00')] },
      subtotalPrice: money('349.00'),
      totalShippingPrice: money('0.00'),
      totalTax: money('0.00'),
      totalPrice: money('349.00'),
    });
    expect(view).toMatchObject({ hasDiscounts: false, discount: money('0.00'), hasTax: false, taxPercentage: 0 });
  });

  it('keeps each order in its own currency (EUR at 19 %, USD at 10.25 %) and rounds the percentage to 2 decimals', () => {
    const eur = deriveOrderView({
      lineItems: { nodes: [line('TRIAC ST', 3, '1113.00', 'EUR')] },
      subtotalPrice: money('946.05', 'EUR'),
      totalShippingPrice: money('18.90', 'EUR'),
      totalTax: money('183.34', 'EUR'),
      totalPrice: money('1148.29', 'EUR'),
    });
    expect(eur).toMatchObject({
      subtotal: money('1113.00', 'EUR'),
      discount: money('166.95', 'EUR'),
      taxPercentage: 19,
      total: money('1148.29', 'EUR'),
    });
    expect(eur.lines[0]!.unitPrice).toEqual(money('371.00', 'EUR'));

    const usd = deriveOrderView({
      lineItems: { nodes: [line('Roofing welder', 1, '2300.00', 'USD')] },
      subtotalPrice: money('2300.00', 'USD'),
      totalShippingPrice: money('51.75', 'USD'),
      totalTax: money('241.05', 'USD'),
      totalPrice: money('2592.80', 'USD'),
    });
    expect(usd.taxPercentage).toBe(10.25);
    expect(usd.total.currencyCode).toBe('USD');
  });

  it('reads a missing tax or subtotal as none rather than failing', () => {
    const view = deriveOrderView({
      lineItems: { nodes: [] },
      subtotalPrice: null,
      totalShippingPrice: money('0.00'),
      totalTax: null,
      totalPrice: money('0.00'),
    });
    expect(view).toMatchObject({ hasTax: false, hasDiscounts: false, taxPercentage: null, subtotal: money('0.00') });
  });
});
