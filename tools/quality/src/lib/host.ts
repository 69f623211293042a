/**
 * What this host charges for kernel work, which Lighthouse's benchmarkIndex does not see
 * (budgets.ts, MAX_PAGE_FAULT_MICROS_FOR_TBT).
 */
import { median } from './stats.ts';

const PAGE_BYTES = 4096;
const PROBE_BYTES = 64 * 1024 * 1024;

/**
 * Microseconds per minor page fault: the time to touch each 4 KiB page of fresh, never-used memory
 * once, the median of five rounds of 64 MiB (0.3 s on a slow host, a few ms elsewhere).
 */
export function measurePageFaultMicros(): number {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = process.hrtime.bigint();
    // allocUnsafeSlow: outside Node's pool and not zero-filled by Node, so the kernel maps each
    // page on its first touch.
    const memory = Buffer.allocUnsafeSlow(PROBE_BYTES);
    for (let offset = 0; offset < PROBE_BYTES; offset += PAGE_BYTES) memory[offset] = 1;
    rounds.push(Number(process.hrtime.bigint() - started) / 1000 / (PROBE_BYTES / PAGE_BYTES));
  }
  return median(rounds);
}
