import type { ReactNode } from 'react';
import styles from './contact.module.css';

/**
 * The two-column contact page (spec discovery §2): the concern dropdown and the form on the left,
 * the contact information beside them from 960 px, below them on narrower screens. The app
 * passes the two placeholders (features do not import the placeholder renderer).
 */
export function ContactColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>{main}</div>
      <div className={styles.aside}>{aside}</div>
    </div>
  );
}
