import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { AppLink, type AppLinkProps } from '../app-link';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface Look {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Square button holding only an icon: give it an aria-label. */
  iconOnly?: boolean;
}

function classes({ variant = 'primary', size = 'medium', iconOnly }: Look, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', iconOnly ? styles.icon : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, Look {
  children: ReactNode;
  className?: string;
}

/** A button (react-aria: press events for mouse, touch and keyboard; focus ring only for keyboard). */
export function Button({ variant, size, iconOnly, className, children, ...rest }: ButtonProps) {
  return (
    <AriaButton className={classes({ variant, size, iconOnly }, className)} {...rest}>
      {children}
    </AriaButton>
  );
}

export interface LinkButtonProps extends AppLinkProps, Look {}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ variant, size, iconOnly, className, ...rest }: LinkButtonProps) {
  return <AppLink className={classes({ variant, size, iconOnly }, className)} {...rest} />;
}
