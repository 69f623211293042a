import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import {
  formatDate,
  formatMoney,
  nextSortDirection,
  sortRows,
  type Availability,
  type Money,
  type SortDirection,
  type SortKind,
} from '@mbw/util';
import { Tag, type TagTone } from './feedback';
import { Image } from './image';
import styles from './data-table.module.css';
import { Tooltip } from './tooltip';

/** Cell kinds of spec account §2: price, money, tags, image with text, availability, bold text. */
export type CellKind = 'text' | 'bold' | 'money' | 'price' | 'date' | 'tags' | 'imageWithText' | 'availability';

export interface TagValue {
  label: string;
  tone: TagTone;
}
export interface ImageWithTextValue {
  imageUrl: string;
  imageAlt: string;
  text: string;
}

type CellValue = string | number | Date | Money | Availability | TagValue[] | ImageWithTextValue | null | undefined;

export interface DataTableColumn<T> {
  id: string;
  header: string;
  value: (row: T) => CellValue;
  cell?: CellKind;
  /** Makes the column sortable with this comparator kind. */
  sort?: SortKind;
  /** The cell that names the row for screen readers (one per table). */
  isRowHeader?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Row click / Enter on a row (spec account §2: rows open the detail page). */
  onRowAction?: (row: T) => void;
  /** Columns of equal width instead of sized by content. */
  equalWidthColumns?: boolean;
  locale?: string;
  initialSort?: { column: string; direction: Exclude<SortDirection, 'none'> };
  /** What the table shows without rows. */
  emptyState?: ReactNode;
}

/** The plain text of a cell value, for accessible names (image-with-text cells give their text). */
function textOf(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return value.text;
  if (typeof value === 'object' && !(value instanceof Date)) return '';
  return String(value);
}

function CellContent({ kind, value, locale }: { kind: CellKind; value: CellValue; locale?: string }) {
  const { t } = useLingui();
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'bold':
      return <strong>{String(value)}</strong>;
    case 'money':
    case 'price':
      return <>{formatMoney(value as Money, locale) ?? ''}</>;
    case 'date':
      return <>{formatDate(value as string, locale) ?? ''}</>;
    case 'tags':
      return (
        <span className={styles.tags}>
          {(value as TagValue[]).map((tag) => (
            <Tag key={tag.label} tone={tag.tone}>
              {tag.label}
            </Tag>
          ))}
        </span>
      );
    case 'imageWithText': {
      const item = value as ImageWithTextValue;
      return (
        <span className={styles.imageWithText}>
          <Image src={item.imageUrl} alt={item.imageAlt} width={48} height={48} widths={[100]} />
          <span>{item.text}</span>
        </span>
      );
    }
    case 'availability': {
      const availability = value as Availability;
      const days = availability.deliveryDays;
      const summary = availability.inStock ? t`In stock` : t`Not in stock`;
      const details = days === null || days === undefined ? t`Delivery time on request` : t`Delivery in ${days} working days`;
      return (
        <Tooltip content={details} closeDelay={120}>
          {summary}
        </Tooltip>
      );
    }
    default:
      return <>{String(value)}</>;
  }
}

/**
 * The sortable data table (spec account §2, §4): each sortable column cycles off → ascending →
 * descending by click or Enter/Space on its header; rows can open a detail (click or Enter);
 * arrow keys move through the grid (react-aria). Below 769 px it becomes a list of cards.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  onRowAction,
  equalWidthColumns,
  locale,
  initialSort,
  emptyState,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const [sort, setSort] = useState<{ column: string | null; direction: SortDirection }>(initialSort ?? { column: null, direction: 'none' });

  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === sort.column);
    if (!column?.sort) return rows;
    return sortRows(rows, (row) => column.value(row) as never, column.sort, sort.direction, locale);
  }, [columns, rows, sort, locale]);

  const onSortChange = (descriptor: SortDescriptor) => {
    const column = String(descriptor.column);
    setSort((current) =>
      current.column === column ? { column, direction: nextSortDirection(current.direction) } : { column, direction: 'ascending' },
    );
  };
  // With no sorted column, react-aria still needs a controlled descriptor: one that names none.
  const descriptor: SortDescriptor =
    sort.column && sort.direction !== 'none' ? { column: sort.column, direction: sort.direction } : { column: '', direction: 'ascending' };

  const byKey = useMemo(() => new Map(rows.map((row) => [rowKey(row), row])), [rows, rowKey]);
  const rowAction = onRowAction
    ? (key: Key) => {
        const row = byKey.get(String(key));
        if (row) onRowAction(row);
      }
    : undefined;

  if (rows.length === 0 && emptyState) return <>{emptyState}</>;

  return (
    <>
      <Table
        aria-label={label}
        className={equalWidthColumns ? `${styles.table} ${styles.equal}` : styles.table}
        sortDescriptor={descriptor}
        onSortChange={onSortChange}
        onRowAction={rowAction}
      >
        <TableHeader>
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              allowsSorting={!!column.sort}
              isRowHeader={column.isRowHeader ?? index === 0}
              className={styles.column}
            >
              {({ sortDirection, allowsSorting }) => (
                <>
                  {column.header}
                  {allowsSorting ? (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sort.column === column.id && sortDirection === 'ascending'
                        ? '▲'
                        : sort.column === column.id && sortDirection === 'descending'
                          ? '▼'
                          : '↕'}
                    </span>
                  ) : null}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody>
          {sorted.map((row) => (
            <Row key={rowKey(row)} id={rowKey(row)} className={styles.row}>
              {columns.map((column) => (
                <Cell key={column.id} className={styles.cell}>
                  <CellContent kind={column.cell ?? 'text'} value={column.value(row)} locale={locale} />
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </Table>
      <ul className={styles.cards} aria-label={label}>
        {sorted.map((row) => {
          const fields = (
            <dl className={styles.cardFields}>
              {columns.map((column) => (
                <div key={column.id} style={{ display: 'contents' }}>
                  <dt>{column.header}</dt>
                  <dd>
                    <CellContent kind={column.cell ?? 'text'} value={column.value(row)} locale={locale} />
                  </dd>
                </div>
              ))}
            </dl>
          );
          const nameColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
          const rowName = nameColumn ? textOf(nameColumn.value(row)) : '';
          return (
            <li key={rowKey(row)} className={styles.card}>
              {onRowAction ? (
                // The fields beside the button, not inside it: a <button> holds phrasing content
                // only, never a <dl> (valid HTML). The button covers the card (CSS), so the whole
                // card is still its target; its name says what it opens.
                <div className={styles.cardAction}>
                  {fields}
                  <AriaButton className={styles.cardButton} onPress={() => onRowAction(row)} aria-label={t`Open ${rowName}`} />
                </div>
              ) : (
                <div className={styles.cardBody}>{fields}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
