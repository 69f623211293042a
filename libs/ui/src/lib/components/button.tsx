import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, type ButtonLook } from './button-class';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, ButtonLook {
  children: ReactNode;
  className?: string;
}

/** A button (react-aria: press events for mouse, touch and keyboard; focus ring only for keyboard). */
export function Button({ variant, size, iconOnly, className, children, ...rest }: ButtonProps) {
  return (
    <AriaButton className={buttonClassName({ variant, size, iconOnly, className })} {...rest}>
      {children}
    </AriaButton>
  );
}
