import { useLingui } from '@lingui/react/macro';
import { imageValue, textValue } from '@mbw/api-clients';
import { Carousel, Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { IMAGE_SIZES, MEDIA_GALLERY_PER_VIEW } from '../../rules/carousel-per-view';
import { listItems } from '../../rules/tag-fields';
import styles from './media-gallery.module.css';

export interface MediaGalleryFields {
  Title?: unknown;
  /** Gallery items: fields Image and Caption (optional). */
  Items?: unknown;
}

/**
 * Media gallery: images with captions in a carousel, 3 per view above 1024 px, otherwise 1
 * (the Carousel's desktop class starts at 961 px; this block's stylesheet keeps 1 up to 1024 px).
 * Items without an image are skipped; none left → an empty shell.
 */
export function MediaGalleryBlock({ fields }: BlockProps<MediaGalleryFields>) {
  const { t } = useLingui();
  const items = listItems(fields.Items).flatMap((item) => {
    const image = imageValue(item.fields['Image']);
    return image ? [{ id: item.id, image, caption: textValue(item.fields['Caption']) }] : [];
  });
  if (items.length === 0) return <section className={styles.gallery} aria-hidden="true" />;
  const heading = textValue(fields.Title);
  const slides = items.map((item) => (
    <figure key={item.id} className={styles.figure}>
      <Image {...item.image} sizes={IMAGE_SIZES.galleryThirds} className={styles.image} />
      {item.caption ? <figcaption className={styles.caption}>{item.caption}</figcaption> : null}
    </figure>
  ));
  return (
    <section className={styles.gallery}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <Carousel label={heading || t`Image gallery`} slides={slides} perView={MEDIA_GALLERY_PER_VIEW} />
    </section>
  );
}
