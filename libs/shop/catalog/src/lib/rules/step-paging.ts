/**
 * "Show n more" paging (spec product §9: accessories 9 per step, videos 3 then +3): the first
 * `step` items, then `step` more per press; a press adds min(step, remaining).
 */

/** How many items show after `morePresses` presses of "Show more" (never more than there are). */
export function stepShown(total: number, step: number, morePresses: number): number {
  return Math.max(0, Math.min(total, step * (1 + Math.max(0, morePresses))));
}

/** What the next "Show more" press adds: min(step, remaining); 0 when everything shows. */
export function nextStepSize(total: number, step: number, shown: number): number {
  return Math.max(0, Math.min(step, total - shown));
}

export interface StepPaging {
  /** Items visible now. */
  shown: number;
  /** What "Show more" adds (its label's number); 0 = no "Show more" button. */
  more: number;
  /** "Show less" once expanded beyond the first step. */
  canShowLess: boolean;
}

/** The whole state of a paged list after `morePresses` presses. */
export function stepPaging(total: number, step: number, morePresses: number): StepPaging {
  const shown = stepShown(total, step, morePresses);
  return { shown, more: nextStepSize(total, step, shown), canShowLess: shown > step };
}
