/** Spec product §9: technical specs show the first 5, applications the first 9, thumbnails up to 12. */
export const SPEC_ROWS_SHOWN = 5;
export const APPLICATIONS_SHOWN = 9;
export const THUMBNAILS_MAX = 12;

export interface ShownItems<T> {
  /** What is visible now. */
  visible: T[];
  /** What the "Show all" toggle reveals (empty once expanded). */
  hidden: T[];
  /** Whether a "Show all" / "Show less" toggle is needed at all. */
  canToggle: boolean;
}

/** The first `limit` items until expanded, then all; a toggle only when there are more than `limit`. */
export function showFirst<T>(items: readonly T[], limit: number, expanded: boolean): ShownItems<T> {
  const canToggle = items.length > limit;
  if (!canToggle || expanded) return { visible: [...items], hidden: [], canToggle };
  return { visible: items.slice(0, limit), hidden: items.slice(limit), canToggle };
}
