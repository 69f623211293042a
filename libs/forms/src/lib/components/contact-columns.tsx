import { createContext, use, useEffect, type ComponentType, type ReactNode } from 'react';
import styles from './contact.module.css';

/** Which contact page layout a block sits in (spec discovery §2: two columns, or one). */
export type ContactLayout = 'two-column' | 'one-column' | null;

const ContactLayoutContext = createContext<ContactLayout>(null);

/** The contact page layout around the calling block; null outside a contact layout. */
export function useContactLayout(): ContactLayout {
  return use(ContactLayoutContext);
}

/**
 * The two-column contact page (spec discovery §2): the concern dropdown and the form on the left,
 * the contact information beside them from 960 px, below them on narrower screens. The app
 * passes the two placeholders (features do not import the placeholder renderer).
 */
export function ContactColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <ContactLayoutContext value="two-column">
      <div className={styles.columns}>
        <div className={styles.main}>{main}</div>
        <div className={styles.aside}>{aside}</div>
      </div>
    </ContactLayoutContext>
  );
}

/** The one-column contact page (spec discovery §2): the form alone, as wide as the two columns' main one. */
export function ContactOneColumn({ main }: { main: ReactNode }) {
  return (
    <ContactLayoutContext value="one-column">
      <div className={styles.oneColumn}>{main}</div>
    </ContactLayoutContext>
  );
}

/**
 * A block that belongs to the two-column layout only (spec discovery §2: "The one-column page logs
 * that a wishlist there is no longer supported"): on a one-column page it renders nothing and the
 * browser console says why, once per page; anywhere else it renders as it is.
 */
export function twoColumnOnly<P extends object>(Block: ComponentType<P>, warning: string): ComponentType<P> {
  function TwoColumnOnly(props: P) {
    const oneColumn = useContactLayout() === 'one-column';
    useEffect(() => {
      if (oneColumn) console.warn(warning);
    }, [oneColumn]);
    return oneColumn ? null : <Block {...props} />;
  }
  return Object.assign(TwoColumnOnly, { preload: (Block as { preload?: () => Promise<void> }).preload });
}
