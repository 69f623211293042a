import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import styles from './feedback.module.css';

/** An indeterminate progress indicator with an accessible name ("Loading…" unless given). */
export function Spinner({ label, showLabel = false }: { label?: string; showLabel?: boolean }) {
  const { t } = useLingui();
  const name = label ?? t`Loading…`;
  return (
    <ProgressBar isIndeterminate aria-label={name} className={styles.spinner}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 00-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel ? <span>{name}</span> : null}
    </ProgressBar>
  );
}

/** A placeholder block of a known size while content loads (keeps the layout from shifting). */
export function Skeleton({
  width = '100%',
  height = '1em',
  style,
}: {
  width?: string | number;
  height?: string | number;
  style?: CSSProperties;
}) {
  return <span className={styles.skeleton} style={{ width, height, ...style }} aria-hidden="true" />;
}

/** Spec account §4: tag colours ok / warning / secondary. */
export type TagTone = 'ok' | 'warning' | 'secondary';

export function Tag({ tone = 'secondary', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}
