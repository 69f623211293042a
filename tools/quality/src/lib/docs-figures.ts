import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '@mbw/testing';

/**
 * The gates write their latest figures into docs/quality.md, between two markers, one table row
 * per gate; the hand-written history below the section stays as it is. Only when asked
 * (`QUALITY_WRITE_DOCS=1` or `--write-docs`), so CI runs leave the tree clean.
 */
export const GATES_START = '<!-- gates:start -->';
export const GATES_END = '<!-- gates:end -->';
/** The rows' order, whatever order the gates ran in. */
export const GATE_ORDER = [
  'check:security',
  'check:a11y',
  'check:robustness',
  'perf: first-load JS',
  'perf: Lighthouse',
  'bench:ssr',
] as const;
export type GateName = (typeof GATE_ORDER)[number];

export interface GateFigures {
  gate: GateName;
  /** When it ran: `YYYY-MM-DD HH:MM UTC`. */
  date: string;
  /** Full run or the CI subset, and the commit. */
  run: string;
  /** What the figures depend on of the host (Lighthouse's benchmarkIndex and CPU slowdown); '' when nothing. */
  host: string;
  figures: string;
  passed: boolean;
}

const COLUMNS = ['gate', 'date', 'run', 'host', 'figures', 'result'];
const INTRO = [
  'Latest figures of each gate, written by the gate itself when asked (`QUALITY_WRITE_DOCS=1 npm run perf`,',
  'or `--write-docs`); CI runs do not write. Do not edit this table by hand: the next run replaces its row.',
];

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function rowOf(figures: GateFigures): string {
  return `| ${[figures.gate, figures.date, figures.run, figures.host, figures.figures, figures.passed ? 'pass' : 'FAIL'].map(cell).join(' | ')} |`;
}

/** The gate a table row belongs to (its first cell), or undefined for the header and separator. */
function gateOf(line: string): GateName | undefined {
  const first = /^\|\s*([^|]+?)\s*\|/.exec(line)?.[1];
  return GATE_ORDER.find((gate) => gate === first);
}

/** Where a marker stands on a line of its own (prose may name the markers inline). */
function markerAt(text: string, marker: string, from = 0): number {
  for (let at = text.indexOf(marker, from); at >= 0; at = text.indexOf(marker, at + 1)) {
    const lineStart = at === 0 || text[at - 1] === '\n';
    const lineEnd = at + marker.length === text.length || text[at + marker.length] === '\n';
    if (lineStart && lineEnd) return at;
  }
  return -1;
}

/**
 * The text of docs/quality.md with these gates' rows replaced (or added) in the generated
 * section and every other gate's row kept. The markers count only on lines of their own. Without
 * them the section is put in before "## Figures" (at the end when there is no such heading).
 */
export function withGateFigures(text: string, figures: readonly GateFigures[]): string {
  const start = markerAt(text, GATES_START);
  const end = start >= 0 ? markerAt(text, GATES_END, start) : -1;
  const rows = new Map<GateName, string>();
  if (start >= 0 && end > start) {
    for (const line of text.slice(start, end).split('\n')) {
      const gate = gateOf(line);
      if (gate) rows.set(gate, line);
    }
  }
  for (const figure of figures) rows.set(figure.gate, rowOf(figure));
  const section = [
    GATES_START,
    ...INTRO,
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...GATE_ORDER.flatMap((gate) => rows.get(gate) ?? []),
    GATES_END,
  ].join('\n');
  if (start >= 0 && end > start) return `${text.slice(0, start)}${section}${text.slice(end + GATES_END.length)}`;
  const figuresHeading = text.indexOf('\n## Figures');
  if (figuresHeading >= 0)
    return `${text.slice(0, figuresHeading + 1)}## Latest gate figures\n\n${section}\n\n${text.slice(figuresHeading + 1)}`;
  return `${text.trimEnd()}\n\n## Latest gate figures\n\n${section}\n`;
}

/** Whether this run writes its figures into docs/quality.md. */
export function writesDocs(env: Record<string, string | undefined> = process.env, argv: readonly string[] = process.argv): boolean {
  return env['QUALITY_WRITE_DOCS'] === '1' || argv.includes('--write-docs');
}

/** Now, as the table's date column has it. */
export function runDate(now = new Date()): string {
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The run column: the CI subset or the full gate, at the checkout's commit. */
export function runLabel(quick: boolean): string {
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not a git checkout
  }
  return `${quick ? 'CI subset (--quick)' : 'full'}${commit ? ` at ${commit}` : ''}`;
}

/** Writes the gates' rows into docs/quality.md when asked (writesDocs); says so on stdout. */
export function recordGateFigures(figures: readonly GateFigures[]): void {
  if (!writesDocs()) return;
  const file = path.join(workspaceRoot, 'docs/quality.md');
  writeFileSync(file, withGateFigures(readFileSync(file, 'utf8'), figures));
  console.log(`Figures of ${figures.map((figure) => figure.gate).join(', ')} written to docs/quality.md.`);
}
