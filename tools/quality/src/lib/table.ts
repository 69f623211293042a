/** Plain-text tables for the quality reports: aligned columns, readable in CI logs and READMEs. */
export type Cell = string | number | boolean | null | undefined;
export type Row = Record<string, Cell>;

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  return String(cell);
}

/** A Markdown table (pipes), padded so it also reads well as plain text. */
export function formatTable(columns: string[], rows: Row[]): string {
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => text(row[column]).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map((column) => text(row[column])))),
  ].join('\n');
}

export function printReport(title: string, columns: string[], rows: Row[], summary: string): void {
  console.log(`\n## ${title}\n\n${formatTable(columns, rows)}\n\n${summary}\n`);
}
