/** Spec product §4 "Other": the technical specifications switch between metric (default) and imperial. */
export const SPEC_SYSTEMS = ['metric', 'imperial'] as const;
export type SpecSystem = (typeof SPEC_SYSTEMS)[number];
export const DEFAULT_SPEC_SYSTEM: SpecSystem = 'metric';

/**
 * Where the visitor's choice is kept for the session (sessionStorage, written after hydration
 * only: the server always renders metric, so the HTML is the same for everyone and cacheable).
 */
export const SPEC_SYSTEM_STORAGE_KEY = 'mbw:spec-system';

/** A stored or requested value; anything unknown is the default. */
export function parseSpecSystem(value: unknown): SpecSystem {
  return typeof value === 'string' && (SPEC_SYSTEMS as readonly string[]).includes(value) ? (value as SpecSystem) : DEFAULT_SPEC_SYSTEM;
}

export interface SpecRowLike {
  name: string;
  value: string;
  tooltip: string;
}

/** The rows of a system; a product without imperial rows shows its metric ones. */
export function specRowsFor<TRow extends SpecRowLike>(
  specs: { metric: readonly TRow[]; imperial: readonly TRow[] },
  system: SpecSystem,
): readonly TRow[] {
  return system === 'imperial' && specs.imperial.length > 0 ? specs.imperial : specs.metric;
}

/** The switch is offered only when there is an imperial list to switch to. */
export function hasSpecSystemChoice(specs: { metric: readonly unknown[]; imperial: readonly unknown[] }): boolean {
  return specs.metric.length > 0 && specs.imperial.length > 0;
}

/** The session's choice, read defensively (storage may be blocked or hold anything). */
export function readStoredSpecSystem(storage: Pick<Storage, 'getItem'> | null | undefined): SpecSystem {
  try {
    return parseSpecSystem(storage?.getItem(SPEC_SYSTEM_STORAGE_KEY));
  } catch {
    return DEFAULT_SPEC_SYSTEM;
  }
}

/** Stores the choice; false when the storage is missing, full or blocked. */
export function storeSpecSystem(storage: Pick<Storage, 'setItem'> | null | undefined, system: SpecSystem): boolean {
  try {
    if (!storage) return false;
    storage.setItem(SPEC_SYSTEM_STORAGE_KEY, system);
    return true;
  } catch {
    return false;
  }
}
