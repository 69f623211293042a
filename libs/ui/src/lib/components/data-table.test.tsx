import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '../testing/render-with-site';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Order {
  id: string;
  number: number;
  date: string;
  status: string;
  total: { amount: string; currencyCode: string };
}

const orders: Order[] = [
  { id: 'a', number: 1002, date: '2026-02-01', status: 'Paid', total: { amount: '120.00', currencyCode: 'CHF' } },
  { id: 'b', number: 999, date: '2026-03-15', status: 'Pending', total: { amount: '19.90', currencyCode: 'CHF' } },
  { id: 'c', number: 1001, date: '2025-12-24', status: 'authorized', total: { amount: '1500.50', currencyCode: 'CHF' } },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'number', header: 'Order number', value: (order) => order.number, sort: 'numeric', cell: 'bold' },
  { id: 'date', header: 'Date', value: (order) => order.date, sort: 'date', cell: 'date' },
  { id: 'status', header: 'Payment status', value: (order) => order.status, sort: 'alphabetical' },
  { id: 'total', header: 'Total', value: (order) => order.total, sort: 'price', cell: 'money' },
];

function firstColumn(): string[] {
  const table = screen.getByRole('grid', { name: 'Orders' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (within(row).queryAllByRole('rowheader')[0] ?? within(row).getAllByRole('gridcell')[0])!.textContent ?? '');
}

describe('DataTable (spec account §2, §4)', () => {
  it('renders the money and date cells in the locale', () => {
    renderWithSite(<DataTable label="Orders" columns={columns} rows={orders} rowKey={(order) => order.id} locale="de-CH" />);
    expect(screen.getByRole('grid', { name: 'Orders' })).toHaveTextContent("CHF 1'500.50");
    expect(screen.getByRole('grid', { name: 'Orders' })).toHaveTextContent('24.12.2025');
  });

  it('cycles a column off → ascending → descending → off by click', async () => {
    const user = userEvent.setup();
    renderWithSite(<DataTable label="Orders" columns={columns} rows={orders} rowKey={(order) => order.id} locale="de-CH" />);
    const header = screen.getByRole('columnheader', { name: /Order number/ });
    expect(firstColumn()).toEqual(['1002', '999', '1001']);
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['999', '1001', '1002']);
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['1002', '1001', '999']);
    await user.click(header);
    expect(header).not.toHaveAttribute('aria-sort', 'ascending');
    expect(header).not.toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['1002', '999', '1001']);
  });

  it('sorts by keyboard, and starts ascending on another column', async () => {
    const user = userEvent.setup();
    renderWithSite(<DataTable label="Orders" columns={columns} rows={orders} rowKey={(order) => order.id} locale="de-CH" />);
    await user.click(screen.getByRole('columnheader', { name: /Order number/ }));
    const total = screen.getByRole('columnheader', { name: /Total/ });
    total.focus();
    await user.keyboard('{Enter}');
    expect(total).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['999', '1002', '1001']);
    await user.keyboard('{Enter}');
    expect(firstColumn()).toEqual(['1001', '1002', '999']);
  });

  it('opens a row by click and by Enter', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithSite(<DataTable label="Orders" columns={columns} rows={orders} rowKey={(order) => order.id} onRowAction={onRowAction} />);
    const rows = within(screen.getByRole('grid', { name: 'Orders' })).getAllByRole('row');
    await user.click(rows[2]!);
    expect(onRowAction).toHaveBeenLastCalledWith(orders[1]);
    rows[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(orders[0]);
  });

  it('also lists the rows as cards for phones, in the same order', () => {
    renderWithSite(<DataTable label="Orders" columns={columns} rows={orders} rowKey={(order) => order.id} onRowAction={vi.fn()} />);
    const cards = screen.getByRole('list', { name: 'Orders' });
    expect(
      within(cards)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Open 1002', 'Open 999', 'Open 1001']);
  });

  it("keeps each card's fields outside its button (a button holds phrasing content only, never a <dl>)", async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithSite(<DataTable label="Orders" columns={columns} rows={orders} rowKey={(order) => order.id} onRowAction={onRowAction} />);
    const cards = screen.getByRole('list', { name: 'Orders' });
    for (const button of within(cards).getAllByRole('button')) expect(button.querySelector('dl, dt, dd, div')).toBeNull();
    expect(within(cards).getAllByRole('term').length).toBeGreaterThan(0);
    await user.click(within(cards).getByRole('button', { name: 'Open 999' }));
    expect(onRowAction).toHaveBeenLastCalledWith(orders[1]);
  });

  it('shows the empty state without rows', () => {
    renderWithSite(<DataTable label="Orders" columns={columns} rows={[]} rowKey={(order) => order.id} emptyState={<p>No orders yet</p>} />);
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });
});
