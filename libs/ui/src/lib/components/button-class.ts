import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Square button holding only an icon: give it an aria-label. */
  iconOnly?: boolean;
}

/**
 * The button look as a class list, for native <button>s in always-visible chrome: they need no
 * react-aria behaviour, and keeping react-aria out of every page's first load matters (perf gate).
 * A module of its own: the bundler splits per module, so anything that shares button.tsx with the
 * first load would bring react-aria's Button along.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  iconOnly,
  className,
}: ButtonLook & { className?: string } = {}): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', iconOnly ? styles.icon : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}
