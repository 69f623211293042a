import type { BlockProps } from '../../placeholder/component-map';
import { sanitizeAnchorId } from './anchor-id';
import styles from './anchor-link.module.css';

export interface AnchorLinkFields {
  /** The anchor name editors link to as `#name`. */
  AnchorId?: unknown;
}

/**
 * An invisible in-page jump target (`/page#our-services`). The id comes from the datasource, else
 * from the `AnchorId` param, and is sanitised (anchor-id.ts) so content can never
 * break out of the attribute or collide with odd selectors. It renders no text: the section that
 * follows carries the heading, and an empty landmark would only add noise for screen readers.
 * Without a usable id it is an empty shell without an id.
 */
export function AnchorLinkBlock({ fields, params }: BlockProps<AnchorLinkFields>) {
  const raw = (fields.AnchorId as { value?: unknown } | undefined)?.value;
  const id = sanitizeAnchorId(typeof raw === 'string' && raw.trim() ? raw : params['AnchorId']);
  if (!id) return <div className={styles.anchor} />;
  return <div id={id} className={styles.anchor} />;
}
