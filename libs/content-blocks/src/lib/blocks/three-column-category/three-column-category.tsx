import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { AppLink, Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES, CATEGORY_CARDS_MAX, listItems } from '../../rules/editorial-items';
import styles from './three-column-category.module.css';

export interface ThreeColumnCategoryFields {
  Title?: unknown;
  /** Child items, each with `Image`, `Title` and `Link`. */
  Categories?: unknown;
}

/**
 * Three category cards (image, title, link). A card needs a title and a link, else it is skipped;
 * at most three are shown (more would break the row the editor designed). The title is the link,
 * stretched over the whole card, so each card is one tab stop with the category as its name.
 * No card left → empty shell.
 */
export function ThreeColumnCategoryBlock({ fields }: BlockProps<ThreeColumnCategoryFields>) {
  const cards = listItems(fields.Categories)
    .map((item) => ({
      id: item.id,
      title: textValue(item.fields['Title']).trim(),
      link: linkValue(item.fields['Link']),
      image: imageValue(item.fields['Image']),
    }))
    .filter((card) => card.title && card.link)
    .slice(0, CATEGORY_CARDS_MAX);
  if (cards.length === 0) return <section className={styles.block} aria-hidden="true" />;
  const title = textValue(fields.Title).trim();
  return (
    <section className={styles.block}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            {card.image ? (
              <Image
                className={styles.image}
                src={card.image.src}
                alt={card.image.alt}
                width={card.image.width}
                height={card.image.height}
                sizes={EDITORIAL_IMAGE_SIZES.threeColumns}
              />
            ) : (
              <div className={styles.image} />
            )}
            <h3 className={styles.cardTitle}>
              <AppLink className={styles.link} href={card.link?.href ?? ''} target={card.link?.target}>
                {card.title}
              </AppLink>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
