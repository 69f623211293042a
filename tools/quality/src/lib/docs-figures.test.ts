import { describe, expect, it } from 'vitest';
import { GATES_END, GATES_START, withGateFigures, writesDocs, type GateFigures } from './docs-figures.ts';

const a11y: GateFigures = {
  gate: 'check:a11y',
  date: '2026-11-27 08:00 UTC',
  run: 'CI subset (--quick) at abc1234',
  host: '',
  figures: '92/92 page views clean',
  passed: true,
};
const lighthouse: GateFigures = {
  gate: 'perf: Lighthouse',
  date: '2026-11-27 08:10 UTC',
  run: 'full at abc1234',
  host: 'CPU × 4 (benchmarkIndex 1325)',
  figures: 'score ≥ 97 | LCP ≤ 1.9 s',
  passed: false,
};
const doc = `# Quality\n\nIntro.\n\n## Figures\n\n### 2026-11-27: a run\n\n- hand-written\n`;

describe('the generated gates section of docs/quality.md', () => {
  it('goes in before the hand-written figures the first time, one row per gate', () => {
    const text = withGateFigures(doc, [lighthouse, a11y]);
    expect(text.startsWith('# Quality\n\nIntro.\n\n## Latest gate figures\n\n<!-- gates:start -->')).toBe(true);
    expect(text.endsWith(`${GATES_END}\n\n## Figures\n\n### 2026-11-27: a run\n\n- hand-written\n`)).toBe(true);
    const rows = text.split('\n').filter((line) => line.startsWith('| check:') || line.startsWith('| perf:'));
    // In the fixed gate order, not the order given; a pipe in a figure does not split the cell.
    expect(rows).toEqual([
      '| check:a11y | 2026-11-27 08:00 UTC | CI subset (--quick) at abc1234 |  | 92/92 page views clean | pass |',
      '| perf: Lighthouse | 2026-11-27 08:10 UTC | full at abc1234 | CPU × 4 (benchmarkIndex 1325) | score ≥ 97 \\| LCP ≤ 1.9 s | FAIL |',
    ]);
  });

  it("replaces a gate's own row and keeps the others' and everything outside the markers", () => {
    const first = withGateFigures(doc, [a11y, lighthouse]);
    const second = withGateFigures(first, [{ ...a11y, date: '2026-11-28 09:00 UTC', figures: '90/92 page views clean', passed: false }]);
    expect(second).toContain('| check:a11y | 2026-11-28 09:00 UTC | CI subset (--quick) at abc1234 |  | 90/92 page views clean | FAIL |');
    expect(second).not.toContain('2026-11-27 08:00 UTC');
    expect(second).toContain('| perf: Lighthouse | 2026-11-27 08:10 UTC');
    expect(second.split(GATES_START)[0]).toBe(first.split(GATES_START)[0]);
    expect(second.split(GATES_END)[1]).toBe(first.split(GATES_END)[1]);
    // Idempotent: the same figures again change nothing.
    expect(withGateFigures(second, [])).toBe(second);
  });

  it('takes the markers only on lines of their own, not where prose names them', () => {
    const prose = `# Quality\n\nThe table between \`${GATES_START}\` and \`${GATES_END}\` is generated.\n\n${doc.slice('# Quality\n\nIntro.\n\n'.length)}`;
    const once = withGateFigures(prose, [a11y]);
    expect(
      once.startsWith(
        `# Quality\n\nThe table between \`${GATES_START}\` and \`${GATES_END}\` is generated.\n\n## Latest gate figures\n\n${GATES_START}\n`,
      ),
    ).toBe(true);
    const twice = withGateFigures(once, [lighthouse]);
    expect(twice.split('| check:a11y |')).toHaveLength(2);
    expect(twice.split('| perf: Lighthouse |')).toHaveLength(2);
    expect(twice.split(GATES_START)).toHaveLength(3);
  });

  it('appends the section to a text without "## Figures"', () => {
    expect(withGateFigures('# Other\n', [a11y])).toMatch(
      /^# Other\n\n## Latest gate figures\n\n<!-- gates:start -->[\s\S]*<!-- gates:end -->\n$/,
    );
  });

  it('writes only when asked', () => {
    expect(writesDocs({}, ['node', 'perf.ts'])).toBe(false);
    expect(writesDocs({ QUALITY_WRITE_DOCS: '1' }, [])).toBe(true);
    expect(writesDocs({}, ['node', 'perf.ts', '--write-docs'])).toBe(true);
  });
});
