import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** The text shown on hover and keyboard focus. */
  content: ReactNode;
  /** The visible trigger text (rendered as a focusable button). */
  children: ReactNode;
  /** Delay before opening on hover, ms. */
  delay?: number;
  /** Delay before closing after the pointer leaves, ms (spec account §4: the availability tooltip closes after 120 ms). */
  closeDelay?: number;
  placement?: 'top' | 'bottom';
}

/**
 * A tooltip on a focusable trigger (the WAI-ARIA tooltip pattern): it shows on hover (after
 * `delay`) and on keyboard focus, a tap or click toggles it, Escape hides it, and the pointer can
 * move onto it without it closing (WCAG 1.4.13). The trigger is always described by it, shown or
 * not. Written here rather than taken from react-aria: on the product page, react-aria's
 * module set-up (a locale probe through Intl) was the largest single script task before
 * hydration, for tooltips nobody had touched yet.
 */
export function Tooltip({ content, children, delay = 300, closeDelay = 120, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus that comes with a pointer press is not keyboard focus: the click decides instead.
  const pressing = useRef(false);

  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const now = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      className={styles.anchor}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true, delay)}
      onPointerLeave={() => later(false, closeDelay)}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-describedby={id}
        onPointerDown={() => (pressing.current = true)}
        onFocus={() => {
          if (!pressing.current) now(true);
          pressing.current = false;
        }}
        onBlur={() => now(false)}
        onClick={() => now(!open)}
      >
        {children}
      </button>
      <span role="tooltip" id={id} className={styles.tooltip} data-placement={placement} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
