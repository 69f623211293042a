import type { ReactNode } from 'react';
import { Button as AriaButton, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** The text shown on hover and keyboard focus. */
  content: ReactNode;
  /** The visible trigger text (rendered as a focusable button). */
  children: ReactNode;
  /** Delay before opening, ms. */
  delay?: number;
  /** Delay before closing, ms (spec account §4: the availability tooltip closes after 120 ms). */
  closeDelay?: number;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/**
 * A tooltip on a focusable trigger: shows on hover and on keyboard focus, Escape hides it, and the
 * trigger is described by it. Touch devices open it with a tap (press) on the trigger.
 */
export function Tooltip({ content, children, delay = 300, closeDelay = 120, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay}>
      <AriaButton className={styles.trigger}>{children}</AriaButton>
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
