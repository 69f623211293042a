import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { AppLink, Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES, listItems } from '../../rules/editorial-items';
import styles from './image-teasers.module.css';

export interface ImageTeasersFields {
  Title?: unknown;
  /** Child items, each with `Image`, `Title` and `Link`. */
  Teasers?: unknown;
}

/**
 * Image cards (image, title, link) in a wrapping grid: 1 column on phones, 2 from 768 px, 3 from
 * 960 px. A card needs an image, a title and a link (an image teaser without its image is a broken
 * card), else it is skipped; the title is the link, stretched over the card. No card → empty shell.
 */
export function ImageTeasersBlock({ fields }: BlockProps<ImageTeasersFields>) {
  const teasers = listItems(fields.Teasers).flatMap((item) => {
    const title = textValue(item.fields['Title']).trim();
    const link = linkValue(item.fields['Link']);
    const image = imageValue(item.fields['Image']);
    return title && link && image ? [{ id: item.id, title, link, image }] : [];
  });
  if (teasers.length === 0) return <section className={styles.block} aria-hidden="true" />;
  const title = textValue(fields.Title).trim();
  return (
    <section className={styles.block}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.grid}>
        {teasers.map((teaser) => (
          <li key={teaser.id} className={styles.card}>
            <Image
              className={styles.image}
              src={teaser.image.src}
              alt={teaser.image.alt}
              width={teaser.image.width}
              height={teaser.image.height}
              sizes={EDITORIAL_IMAGE_SIZES.teaserGrid}
            />
            <h3 className={styles.cardTitle}>
              <AppLink className={styles.link} href={teaser.link.href} target={teaser.link.target}>
                {teaser.title}
              </AppLink>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
