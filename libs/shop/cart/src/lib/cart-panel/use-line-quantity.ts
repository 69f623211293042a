import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec shop §9: quantity changes are sent 600 ms after the last click. */
export const QUANTITY_DEBOUNCE_MS = 600;

export interface LineQuantityOptions {
  /** The cart's quantity of the line (what the Storefront last answered). */
  quantity: number;
  /** A line of a bundle asks before it goes (spec §4 "Line quantity"). */
  confirmRemoval: boolean;
  /** Sends a quantity ≥ 1; false when the cart was not changed. */
  onCommit: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
}

/**
 * A cart line's quantity (spec §4 "Line quantity"): minus and plus, never below 0; 0 removes the
 * line at once (a bundle line asks first: confirm removes, cancel restores the cart's quantity);
 * any other change is sent once, 600 ms after the last click (three fast clicks, one request).
 */
export function useLineQuantity({ quantity: cartQuantity, confirmRemoval, onCommit, onRemove }: LineQuantityOptions) {
  const [quantity, setQuantity] = useState(cartQuantity);
  const [confirming, setConfirmingState] = useState(false);
  // The dialog reports its close after a confirm too: only a close while asking is a cancel.
  const asking = useRef(false);
  const setConfirming = (value: boolean) => {
    asking.current = value;
    setConfirmingState(value);
  };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(cartQuantity);
  latest.current = cartQuantity;

  const clearPending = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  // The cart changed (an answer, another tab's line): show it unless a change is waiting.
  useEffect(() => {
    if (timer.current === undefined) setQuantity(cartQuantity);
  }, [cartQuantity]);

  useEffect(() => clearPending, []);

  const change = useCallback(
    (next: number) => {
      const value = Math.max(0, next);
      clearPending();
      setQuantity(value);
      if (value === 0) {
        if (confirmRemoval) setConfirming(true);
        else onRemove();
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void onCommit(value).then((changed) => {
          // Spec §8: a failed update leaves the cart as it was; so does the stepper.
          if (!changed) setQuantity(latest.current);
        });
      }, QUANTITY_DEBOUNCE_MS);
    },
    [confirmRemoval, onCommit, onRemove],
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
