import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, textValue } from '@mbw/api-clients';
import { Icon, Image } from '@mbw/ui';
import { useEffect, useId, useRef, useState, type TouchEvent } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { IMAGE_SLIDER_IMAGE_SIZES, loopTrack, settlePosition, slideAtPosition, stepPosition, trackPosition, trackStyle } from './image-slider-track';
import { datasourceItems, itemKey } from '../../rules/datasource-items';
import { SLIDER_TRANSITION_MS, swipeDirection } from '../../rules/slider-motion';
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
 * Image slider (spec discovery §4): loops infinitely over cloned ends, swipes count from 150 px,
 * mostly horizontal, within 500 ms. Above 960 px Back/Next caption buttons navigate, up to 960 px
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
  const [position, setPosition] = useState(() => trackPosition(0, count));
  const [animate, setAnimate] = useState(true);
  const touchStart = useRef<{ x: number; y: number; time: number } | null>(null);

  // Resting on a clone: once the transition has run, jump (unanimated) to the real slide.
  useEffect(() => {
    const target = settlePosition(position, count);
    if (target === null) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPosition(target);
    }, SLIDER_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [position, count]);

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

  const current = slideAtPosition(position, count);
  const step = (direction: 1 | -1) => {
    setAnimate(true);
    setPosition((value) => stepPosition(value, direction, count));
  };
  const goTo = (slide: number) => {
    setAnimate(true);
    setPosition(trackPosition(slide, count));
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const direction = swipeDirection({ dx: touch.clientX - start.x, dy: touch.clientY - start.y, durationMs: event.timeStamp - start.time });
    if (direction) step(direction === 'next' ? 1 : -1);
  };
  const number = current + 1;

  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined} aria-roledescription={t`carousel`} aria-label={title ? undefined : t`Image slider`}>
      {heading}
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className={styles.track} style={trackStyle(position, animate, SLIDER_TRANSITION_MS)}>
          {loopTrack(slides).map((slide, trackIndex) => {
            const isClone = trackIndex === 0 || trackIndex === count + 1;
            const slideNumber = slideAtPosition(trackIndex, count) + 1;
            const hidden = isClone || trackIndex !== position;
            return (
              <div
                key={isClone ? `clone-${trackIndex}` : slide.key}
                className={styles.slide}
                role={isClone ? undefined : 'group'}
                aria-roledescription={isClone ? undefined : t`slide`}
                aria-label={isClone ? undefined : t`${slideNumber} of ${count}`}
                aria-hidden={hidden || undefined}
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
        <button type="button" className={styles.caption} onClick={() => step(-1)}>
          <Icon name="chevron-left" />
          <Trans>Back</Trans>
        </button>
        <button type="button" className={styles.caption} onClick={() => step(1)}>
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
              onClick={() => goTo(index)}
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
