import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { Carousel, Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { IMAGE_SIZES, MEDIA_CAROUSEL_PER_VIEW } from '../../rules/carousel-per-view';
import { listItems } from '../../rules/tag-fields';
import styles from './media-carousel.module.css';

export interface MediaCarouselFields {
  Title?: unknown;
  /**
   * Media items: fields Image, Video (file field `{ value: { src } }` or a link), Caption, and
   * Captions (a WebVTT file for the video's caption track).
   */
  Items?: unknown;
}

/** A video's URL from a file field (`src`) or a link field (`href`). */
export function videoSource(field: unknown): string | null {
  const value = (field as { value?: { src?: unknown } } | undefined)?.value;
  if (value && typeof value.src === 'string' && value.src) return value.src;
  return linkValue(field)?.href ?? null;
}

/**
 * Media carousel: images and videos with captions, one per view. A video uses the item's image as
 * its poster; an item with neither image nor video is skipped; none left → an empty shell.
 */
export function MediaCarouselBlock({ fields }: BlockProps<MediaCarouselFields>) {
  const { t } = useLingui();
  const items = listItems(fields.Items).filter((item) => imageValue(item.fields['Image']) || videoSource(item.fields['Video']));
  if (items.length === 0) return <section className={styles.media} aria-hidden="true" />;
  const heading = textValue(fields.Title);
  const slides = items.map((item) => {
    const image = imageValue(item.fields['Image']);
    const video = videoSource(item.fields['Video']);
    const caption = textValue(item.fields['Caption']);
    const captions = videoSource(item.fields['Captions']);
    return (
      <figure key={item.id} className={styles.figure}>
        {video ? (
          // Editors upload captions as the item's Captions file; a video without one still plays.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video className={styles.video} controls preload="none" poster={image?.src} aria-label={caption || image?.alt || t`Video`}>
            <source src={video} />
            {captions ? <track kind="captions" src={captions} default /> : null}
            <Trans>Your browser does not support HTML5 video.</Trans>
          </video>
        ) : image ? (
          <Image {...image} sizes={IMAGE_SIZES.full} widths={[320, 768, 1200]} className={styles.image} />
        ) : null}
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    );
  });
  return (
    <section className={styles.media}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <Carousel label={heading || t`Media`} slides={slides} perView={MEDIA_CAROUSEL_PER_VIEW} />
    </section>
  );
}
