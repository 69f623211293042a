/**
 * Fault switches for tests (ARCHITECTURE §5): make one service slow, down (connection dropped
 * without an answer), answer 500, or answer 200 with a body that is not JSON (malformed). Set with PUT /__faults/{service}, cleared with DELETE.
 */
export const FAULT_MODES = ['slow', 'down', 'error', 'malformed'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  mode: FaultMode;
  /** For slow: how long to wait before answering normally. */
  delayMs: number;
}

export const DEFAULT_SLOW_MS = 5000;

export class FaultRegistry {
  readonly #faults = new Map<string, Fault>();

  set(service: string, fault: Fault): void {
    this.#faults.set(service, fault);
  }

  clear(service?: string): void {
    if (service) this.#faults.delete(service);
    else this.#faults.clear();
  }

  get(service: string): Fault | undefined {
    return this.#faults.get(service);
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.#faults);
  }
}

export function parseFault(body: unknown): Fault | string {
  if (typeof body !== 'object' || body === null) return 'Body must be a JSON object like {"mode":"slow","delayMs":5000}';
  const { mode, delayMs } = body as { mode?: unknown; delayMs?: unknown };
  if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) {
    return `mode must be one of ${FAULT_MODES.join(', ')}`;
  }
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 120_000)) {
    return 'delayMs must be a number of milliseconds up to 120000';
  }
  return { mode: mode as FaultMode, delayMs: (delayMs as number | undefined) ?? DEFAULT_SLOW_MS };
}
