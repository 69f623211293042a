import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type ImageWithTextValue, type TagValue } from './data-table';

interface OrderLine {
  id: string;
  product: ImageWithTextValue;
  article: string;
  quantity: number;
  price: { amount: string; currencyCode: string };
  availability: { inStock: boolean; deliveryDays: number | null };
  status: TagValue[];
  date: string;
}

const rows: OrderLine[] = [
  {
    id: '1',
    product: { imageUrl: '/sample.svg', imageAlt: '', text: 'Triac ST hot-air tool' },
    article: '141.228',
    quantity: 2,
    price: { amount: '689.00', currencyCode: 'CHF' },
    availability: { inStock: true, deliveryDays: 2 },
    status: [{ label: 'Fulfilled', tone: 'ok' }],
    date: '2026-10-02',
  },
  {
    id: '2',
    product: { imageUrl: '/sample.svg', imageAlt: '', text: 'Wide-slot nozzle 40 mm' },
    article: '107.144',
    quantity: 10,
    price: { amount: '38.50', currencyCode: 'CHF' },
    availability: { inStock: false, deliveryDays: 14 },
    status: [{ label: 'On hold', tone: 'warning' }],
    date: '2026-11-15',
  },
  {
    id: '3',
    product: { imageUrl: '/sample.svg', imageAlt: '', text: 'Pressure roller 28 mm' },
    article: '010.301',
    quantity: 1,
    price: { amount: '24.90', currencyCode: 'CHF' },
    availability: { inStock: true, deliveryDays: null },
    status: [{ label: 'Refunded', tone: 'secondary' }],
    date: '2025-12-20',
  },
];

const columns: DataTableColumn<OrderLine>[] = [
  { id: 'product', header: 'Product', value: (row) => row.product, cell: 'imageWithText', isRowHeader: true },
  { id: 'article', header: 'Article', value: (row) => row.article, cell: 'bold', sort: 'alphabetical' },
  { id: 'quantity', header: 'Quantity', value: (row) => row.quantity, sort: 'numeric' },
  { id: 'price', header: 'Price', value: (row) => row.price, cell: 'price', sort: 'price' },
  { id: 'availability', header: 'Availability', value: (row) => row.availability, cell: 'availability', sort: 'availability' },
  { id: 'status', header: 'Status', value: (row) => row.status, cell: 'tags' },
  { id: 'date', header: 'Date', value: (row) => row.date, cell: 'date', sort: 'date' },
];

const meta = { title: 'UI/Data table', component: DataTable<OrderLine> } satisfies Meta<typeof DataTable<OrderLine>>;
export default meta;
type Story = StoryObj<typeof meta>;

function Interactive({ equal }: { equal?: boolean }) {
  const [opened, setOpened] = useState('No row opened.');
  return (
    <>
      <DataTable
        label="Order lines"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        onRowAction={(row) => setOpened(`Opened ${row.article}.`)}
        equalWidthColumns={equal}
        locale="de-CH"
      />
      <p role="status">{opened}</p>
    </>
  );
}

export const Sortable: Story = { args: { label: '', columns, rows, rowKey: (row) => row.id }, render: () => <Interactive /> };
export const EqualWidthColumns: Story = {
  args: { label: '', columns, rows, rowKey: (row) => row.id },
  render: () => <Interactive equal />,
};
export const Empty: Story = {
  args: { label: 'Order lines', columns, rows: [], rowKey: (row) => row.id, emptyState: <p>You have no orders yet.</p> },
};
