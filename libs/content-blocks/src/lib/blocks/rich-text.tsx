import type { BlockProps } from '../placeholder/component-map';
import styles from './rich-text.module.css';

/** A rich text field after the server's sanitiser pass (see ../../server.ts). */
export interface SanitizedHtmlField {
  value: string;
  sanitized: true;
}

export interface RichTextFields {
  Text?: SanitizedHtmlField | { value?: unknown; sanitized?: undefined };
}

/**
 * Editor HTML. Only HTML that went through the server's sanitiser is rendered as markup; a field
 * that did not (a route rendered without the pass) renders nothing rather than raw editor HTML.
 */
export function RichText({ fields }: BlockProps<RichTextFields>) {
  const field = fields.Text;
  if (!field || field.sanitized !== true || !field.value) return <div className={styles.richText} />;
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: field.value }} />;
}
