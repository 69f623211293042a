import { imageValue, textValue } from '@mbw/api-clients';
import { Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES } from '../../rules/editorial-items';
import styles from './quote.module.css';

export interface QuoteFields {
  Quote?: unknown;
  Author?: unknown;
  Role?: unknown;
  Portrait?: unknown;
}

/**
 * A pull quote: the words, who said them and in what role, with an optional portrait. The quote
 * text is required (empty shell otherwise). The portrait is decorative next to the visible name,
 * so an empty alt from content is fine; typographic quote marks come from CSS (`quotes`), which
 * follow the page language (« » in French, „ " in German).
 */
export function QuoteBlock({ fields }: BlockProps<QuoteFields>) {
  const quote = textValue(fields.Quote).trim();
  if (!quote) return <section className={styles.quote} aria-hidden="true" />;
  const author = textValue(fields.Author).trim();
  const role = textValue(fields.Role).trim();
  const portrait = imageValue(fields.Portrait);
  return (
    <section className={styles.quote}>
      <figure className={styles.figure}>
        {portrait ? (
          <Image
            className={styles.portrait}
            src={portrait.src}
            alt={portrait.alt}
            width={portrait.width}
            height={portrait.height}
            sizes={EDITORIAL_IMAGE_SIZES.quotePortrait}
          />
        ) : null}
        <blockquote className={styles.text}>
          <p>
            <q>{quote}</q>
          </p>
        </blockquote>
        {/* The figure's own caption: HTML allows <figcaption> only as the first or last child of <figure>. */}
        {author || role ? (
          <figcaption className={styles.caption}>
            {author ? <span className={styles.author}>{author}</span> : null}
            {role ? <span className={styles.role}>{role}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </section>
  );
}
