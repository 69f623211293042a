/**
 * The gates' CI subset (`nx run quality:ci`, the end of `npm test`), in the least time that keeps
 * the measurements honest:
 *   1. side by side, each on a stack of its own: the accessibility sweep (the longest, ~3 min on
 *      two cores), and security headers then the bad-input and fault batteries (mostly waiting on
 *      slow upstreams: their time fits inside the sweep's);
 *   2. then alone, on a quiet machine: the JS budget, Lighthouse and the add-to-cart timing
 *      (perf.ts), whose figures a second process would move.
 * A gate's output is printed whole when it ends (two tables never interleave). Every gate runs
 * even when one before it failed; the exit code says whether any did.
 */
import { spawn } from 'node:child_process';

interface GateRun {
  name: string;
  code: number;
  seconds: number;
}

/** The second stack's offset (QUALITY_PORT_OFFSET): ports 3250–3253 and 4260, its own database. */
const SIDE_STACK_OFFSET = 50;

/** One gate (`--quick`: the CI subset, where the gate has one), its output buffered unless it runs alone. */
function runGate(script: string, env: Record<string, string> = {}, buffered = true): Promise<GateRun> {
  const args = script === 'check-security' ? [] : ['--quick'];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', './tools/testing/src/register.ts', `tools/quality/src/${script}.ts`, ...args], {
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve({ name: script, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

async function inSequence(...gates: Array<() => Promise<GateRun>>): Promise<GateRun[]> {
  const runs: GateRun[] = [];
  for (const gate of gates) runs.push(await gate());
  return runs;
}

/**
 * `--side-only`: part 1 alone (npm test starts it beside the end of the browser suite, once lint
 * and unit tests are done); `--perf-only`: part 2 alone (npm test runs it last, when nothing else
 * runs). Without either, both in order.
 */
const sideOnly = process.argv.includes('--side-only');
const perfOnly = process.argv.includes('--perf-only');

const started = Date.now();
const runs: GateRun[] = [];
if (!perfOnly) {
  const [a11y, side] = await Promise.all([
    runGate('check-a11y'),
    inSequence(
      () => runGate('check-security', { QUALITY_PORT_OFFSET: String(SIDE_STACK_OFFSET) }),
      () => runGate('check-robustness', { QUALITY_PORT_OFFSET: String(SIDE_STACK_OFFSET) }),
    ),
  ]);
  runs.push(a11y, ...side);
}
if (!sideOnly) runs.push(await runGate('perf', {}, false));
const failed = runs.filter((run) => run.code !== 0);
console.log(
  `\nGates: ${runs.map((run) => `${run.name} ${run.code === 0 ? 'passed' : 'FAILED'} in ${run.seconds} s`).join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all.`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
