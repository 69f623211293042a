import type { CompareProductView } from './compare-model';
import type { CompareRow } from './compare-rows';

export interface CsvLabels {
  section: string;
  feature: string;
  articleNumber: string;
  brand: string;
  yes: string;
  no: string;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces,
 * quotes doubled. A text a spreadsheet would run as a formula (=, +, @, a tab, or a minus that
 * does not start a number) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+@\t\r]/.test(value) || /^-(?![\d.,])/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/**
 * The comparison as CSV: a header row (section, feature, the products' names), the article
 * numbers and brands, then every row of every section as the page has them (their labels and
 * values in the visitor's language and unit system; "show differences only" applied by the
 * caller). CRLF line ends; the caller adds a BOM for spreadsheets.
 */
export function compareCsv(input: {
  products: readonly CompareProductView[];
  sections: ReadonlyArray<{ title: string; rows: readonly CompareRow[] }>;
  labels: CsvLabels;
}): string {
  const { products, labels } = input;
  const cell = (value: string | boolean) => (typeof value === 'boolean' ? (value ? labels.yes : labels.no) : value);
  const lines = [
    line([labels.section, labels.feature, ...products.map((product) => product.name)]),
    line(['', labels.articleNumber, ...products.map((product) => product.articleNumber)]),
    line(['', labels.brand, ...products.map((product) => product.brandName)]),
    ...input.sections.flatMap((section) => section.rows.map((row) => line([section.title, row.label, ...row.cells.map(cell)]))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name for the category's comparison: comparison-heat-guns.csv. */
export function csvFileName(category: string): string {
  const slug = category
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `comparison-${slug || 'products'}.csv`;
}
