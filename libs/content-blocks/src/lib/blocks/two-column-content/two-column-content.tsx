import { imageValue, textValue } from '@mbw/api-clients';
import { Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES } from '../../rules/editorial-items';
import type { SanitizedHtmlField } from '../rich-text';
import styles from './two-column-content.module.css';

type HtmlField = SanitizedHtmlField | { value?: unknown; sanitized?: undefined };

export interface TwoColumnContentFields {
  Title?: unknown;
  /** Rich text (sanitised on the server). */
  LeftText?: HtmlField;
  /** Rich text (sanitised on the server). */
  RightText?: HtmlField;
  Image?: unknown;
}

/** Only HTML that went through the server's sanitiser renders (as in ../rich-text.tsx). */
function sanitizedHtml(field: HtmlField | undefined): string {
  return field && field.sanitized === true && typeof field.value === 'string' ? field.value.trim() : '';
}

/**
 * Two rich text columns side by side from 768 px, stacked below. The optional image spans both
 * columns above the text (editors use it as a section visual; a third column would crowd the text).
 * `params.ImagePosition === 'Bottom'` puts it below instead. Needs at least one column of text,
 * else an empty shell. The optional title is an h2; headings inside the text are the editor's.
 */
export function TwoColumnContentBlock({ fields, params }: BlockProps<TwoColumnContentFields>) {
  const left = sanitizedHtml(fields.LeftText);
  const right = sanitizedHtml(fields.RightText);
  if (!left && !right) return <section className={styles.block} aria-hidden="true" />;
  const title = textValue(fields.Title).trim();
  const image = imageValue(fields.Image);
  const figure = image ? (
    <Image
      className={styles.image}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={EDITORIAL_IMAGE_SIZES.fullWidth}
    />
  ) : null;
  const imageBelow = params['ImagePosition'] === 'Bottom';
  return (
    <section className={styles.block}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {imageBelow ? null : figure}
      <div className={styles.columns}>
        {left ? <div className={styles.column} dangerouslySetInnerHTML={{ __html: left }} /> : null}
        {right ? <div className={styles.column} dangerouslySetInnerHTML={{ __html: right }} /> : null}
      </div>
      {imageBelow ? figure : null}
    </section>
  );
}
