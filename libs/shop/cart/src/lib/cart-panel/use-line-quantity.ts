import { useCallback, useEffect, useRef, useState } from 'react';
import { pendingQuantities } from '../state/cart-store';
import type { PendingChanges } from '../state/pending-changes';

/** Spec shop §9: quantity changes are sent 600 ms after the last click. */
export const QUANTITY_DEBOUNCE_MS = 600;

export interface LineQuantityOptions {
  /** The cart line's id: its waiting change is known by it. */
  lineId: string;
  /** The cart's quantity of the line (what the Storefront last answered). */
  quantity: number;
  /** A line of a bundle asks before it goes (spec §4 "Line quantity"). */
  confirmRemoval: boolean;
  /** Sends a quantity ≥ 1; false when the cart was not changed. */
  onCommit: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
  /** Where the waiting change is kept (the cart's own, which the checkout settles; tests pass theirs). */
  pending?: PendingChanges;
}

/**
 * A cart line's quantity (spec §4 "Line quantity"): minus and plus, never below 0; 0 removes the
 * line at once (a bundle line asks first: confirm removes, cancel restores the cart's quantity);
 * any other change is sent once, 600 ms after the last click (three fast clicks, one request).
 * The waiting change lives outside the component: when the line goes (the cart panel closes and
 * unmounts it) the change is sent at once, never dropped, and the checkout waits for it (issue 23 §7).
 */
export function useLineQuantity({
  lineId,
  quantity: cartQuantity,
  confirmRemoval,
  onCommit,
  onRemove,
  pending = pendingQuantities,
}: LineQuantityOptions) {
  const [quantity, setQuantity] = useState(cartQuantity);
  const [confirming, setConfirmingState] = useState(false);
  // The dialog reports its close after a confirm too: only a close while asking is a cancel.
  const asking = useRef(false);
  const setConfirming = (value: boolean) => {
    asking.current = value;
    setConfirmingState(value);
  };
  const latest = useRef(cartQuantity);
  latest.current = cartQuantity;

  // The cart changed (an answer, another tab's line): show it unless a change is waiting.
  useEffect(() => {
    if (!pending.isWaiting(lineId)) setQuantity(cartQuantity);
  }, [cartQuantity, lineId, pending]);

  // The line goes (the panel closed): its waiting change is sent now, not dropped.
  useEffect(() => () => void pending.flush(lineId), [lineId, pending]);

  const change = useCallback(
    (next: number) => {
      const value = Math.max(0, next);
      pending.cancel(lineId);
      setQuantity(value);
      if (value === 0) {
        if (confirmRemoval) setConfirming(true);
        else onRemove();
        return;
      }
      pending.schedule(
        lineId,
        async () => {
          const changed = await onCommit(value);
          // Spec §8: a failed update leaves the cart as it was; so does the stepper.
          if (!changed) setQuantity(latest.current);
          return changed;
        },
        QUANTITY_DEBOUNCE_MS,
      );
    },
    [confirmRemoval, lineId, onCommit, onRemove, pending],
  );

  const confirm = useCallback(() => {
    setConfirming(false);
    onRemove();
  }, [onRemove]);

  const cancel = useCallback(() => {
    if (!asking.current) return;
    setConfirming(false);
    setQuantity(latest.current);
  }, []);

  return { quantity, change, confirming, confirm, cancel };
}
