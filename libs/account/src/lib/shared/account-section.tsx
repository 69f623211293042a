import type { ReactNode } from 'react';
import styles from './account-section.module.css';

/**
 * The account pages' column: the width and gutters of the page's other content (breadcrumb,
 * content blocks: 72rem, 1rem), so headline, tabs and screens line up with them.
 */
export function AccountSection({
  as: Element = 'div',
  children,
  className,
}: {
  as?: 'div' | 'section' | 'header';
  children: ReactNode;
  className?: string;
}) {
  return <Element className={className ? `${styles.section} ${className}` : styles.section}>{children}</Element>;
}
