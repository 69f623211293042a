import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, textValue } from '@mbw/api-clients';
import { Icon, Image, useCarousel } from '@mbw/ui';
import { useId } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { datasourceItems, itemKey } from '../../rules/datasource-items';
import { IMAGE_SLIDER_IMAGE_SIZES, SLIDER_EMBLA_DURATION, swipeDirection } from '../../rules/slider-motion';
import styles from './image-slider.module.css';
import { MissingDatasource } from '../../placeholder/missing-datasource';

export interface ImageSliderFields {
  /** Optional heading (h2). */
  Title?: unknown;
  /** Child items, each with `fields.Image` (required) and an optional `fields.Caption` (text). */
  Items?: unknown;
}

interface Slide {
  key: string;
  image: { src: string; alt: string; width: number; height: number };
  caption: string;
}

/**
 * Image slider (spec discovery §4) on Embla (the site's carousel hook): loops infinitely (Embla
 * moves the slides round instead of the spec's cloned ends, with the same effect), the slides
 * follow the finger and a swipe counts from 150 px, mostly horizontal, within 500 ms. Above 960 px Back/Next caption buttons navigate, up to 960 px
 * dots do (CSS decides, so the server HTML is already right). One image shows no navigation.
 */
export function ImageSliderBlock({ fields }: BlockProps<ImageSliderFields>) {
  const { t } = useLingui();
  const headingId = useId();
  const items = datasourceItems(fields.Items);
  const slides: Slide[] = (items ?? []).flatMap((item, index) => {
    const image = imageValue(item.fields?.['Image']);
    return image ? [{ key: itemKey(item, index), image, caption: textValue(item.fields?.['Caption']) }] : [];
  });
  const count = slides.length;
  const carousel = useCarousel({ count, loop: true, duration: SLIDER_EMBLA_DURATION, swipe: swipeDirection });

  if (items === null) {
    return <MissingDatasource />;
  }
  if (count === 0) return <section className={styles.block} aria-hidden="true" />;

  const title = textValue(fields.Title);
  const heading = title ? (
    <h2 id={headingId} className={styles.title}>
      {title}
    </h2>
  ) : null;

  if (count === 1) {
    const [slide] = slides as [Slide];
    return (
      <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
        {heading}
        <SlideFigure slide={slide} />
      </section>
    );
  }

  const current = carousel.selected;
  const number = current + 1;

  return (
    <section
      className={styles.block}
      aria-labelledby={title ? headingId : undefined}
      aria-roledescription={t`carousel`}
      aria-label={title ? undefined : t`Image slider`}
      {...carousel.rootProps}
    >
      {heading}
      <div className={styles.viewport} {...carousel.viewportProps}>
        <div className={styles.track}>
          {slides.map((slide, index) => {
            const slideNumber = index + 1;
            return (
              <div
                key={slide.key}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${slideNumber} of ${count}`}
                aria-hidden={index !== current || undefined}
              >
                <SlideFigure slide={slide} />
              </div>
            );
          })}
        </div>
      </div>
      <p className={styles.status} aria-live="polite">
        <Trans>
          Image {number} of {count}
        </Trans>
      </p>
      <div className={styles.captions}>
        <button type="button" className={styles.caption} onClick={() => carousel.step('previous', true)}>
          <Icon name="chevron-left" />
          <Trans>Back</Trans>
        </button>
        <button type="button" className={styles.caption} onClick={() => carousel.step('next', true)}>
          <Trans>Next</Trans>
          <Icon name="chevron-right" />
        </button>
      </div>
      <div className={styles.dots}>
        {slides.map((slide, index) => {
          const dotNumber = index + 1;
          return (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={t`Show image ${dotNumber} of ${count}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => carousel.scrollTo(index)}
            />
          );
        })}
      </div>
    </section>
  );
}

function SlideFigure({ slide }: { slide: Slide }) {
  return (
    <figure className={styles.figure}>
      <Image className={styles.image} {...slide.image} sizes={IMAGE_SLIDER_IMAGE_SIZES} />
      {slide.caption ? <figcaption className={styles.figcaption}>{slide.caption}</figcaption> : null}
    </figure>
  );
}
