import type { CSSProperties, ReactNode } from 'react';
import styles from './grid.module.css';

/** A responsive grid: columns per device class, set in CSS (no layout shift on hydration). */
export function Grid({
  children,
  columns = { mobile: 1, tablet: 2, desktop: 3 },
}: {
  children: ReactNode;
  columns?: { mobile: number; tablet: number; desktop: number };
}) {
  const style = {
    '--columns-mobile': columns.mobile,
    '--columns-tablet': columns.tablet,
    '--columns-desktop': columns.desktop,
  } as CSSProperties;
  return (
    <div className={styles.grid} style={style}>
      {children}
    </div>
  );
}
