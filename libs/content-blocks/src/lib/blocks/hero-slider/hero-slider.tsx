import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, labelledLinkValue, linkValue, textValue } from '@mbw/api-clients';
import { AppLink, buttonClassName, Icon, Image, useCarousel, WIDE_IMAGE_WIDTHS } from '@mbw/ui';
import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { datasourceItems, itemKey } from '../../rules/datasource-items';
import {
  HERO_SLIDER_IMAGE_SIZES,
  REDUCED_MOTION_QUERY,
  SLIDE_INTERVAL_MS,
  SLIDER_EMBLA_DURATION,
  scheduleAdvance,
  swipeDirection,
} from '../../rules/slider-motion';
import styles from './hero-slider.module.css';
import { MissingDatasource } from '../../placeholder/missing-datasource';

export interface HeroSliderFields {
  /**
   * Child items (slides), each with `fields.Image` (required: slides without one are dropped,
   * spec discovery §5), optional `fields.Video` (link or file field to an MP4; the image is its
   * poster), `fields.Title`, `fields.Text` and `fields.Link`.
   */
  Items?: unknown;
}

interface HeroSlide {
  key: string;
  image: { src: string; alt: string; width: number; height: number };
  video: string;
  title: string;
  text: string;
  link: { href: string; text: string } | null;
}

/** A video field as a link field (`value.href`) or a file field (`value.src`). */
function videoSource(field: unknown): string {
  const link = linkValue(field);
  if (link) return link.href;
  const src = (field as { value?: { src?: unknown } } | undefined)?.value?.src;
  return typeof src === 'string' ? src : '';
}

/**
 * Image and video hero slider (spec discovery §4, §9) on Embla (the site's carousel hook): advances
 * every 7000 ms and loops at both ends; previous/next buttons, swipe (the slides follow the finger;
 * a swipe counts from 150 px within 500 ms) and a progress bar. Video slides are muted, looping,
 * autoplaying inline. WCAG 2.2.2: a visible pause/play button stops the rotation (and videos), and
 * under prefers-reduced-motion the slider starts paused. The first slide's image is the LCP
 * candidate and loads with priority.
 */
export function HeroSliderBlock({ fields }: BlockProps<HeroSliderFields>) {
  const { t } = useLingui();
  const items = datasourceItems(fields.Items);
  const slides: HeroSlide[] = (items ?? []).flatMap((item, index) => {
    const image = imageValue(item.fields?.['Image']);
    if (!image) return [];
    return [
      {
        key: itemKey(item, index),
        image,
        video: videoSource(item.fields?.['Video']),
        title: textValue(item.fields?.['Title']),
        text: textValue(item.fields?.['Text']),
        link: labelledLinkValue(item.fields?.['Link']),
      },
    ];
  });
  const count = slides.length;
  const [playing, setPlaying] = useState(true);
  const carousel = useCarousel({ count, loop: true, duration: SLIDER_EMBLA_DURATION, swipe: swipeDirection });
  const { selected: index, step } = carousel;
  const videos = useRef<(HTMLVideoElement | null)[]>([]);

  // Reduced motion: no automatic rotation (the user can still press play).
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    if (!query) return;
    const apply = () => {
      if (query.matches) setPlaying(false);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  useEffect(() => {
    if (!playing || count <= 1) return;
    // Any change of slide (button, swipe, the rotation itself) restarts the full interval.
    return scheduleAdvance(() => step('next', true), SLIDE_INTERVAL_MS);
  }, [playing, index, count, step]);

  // Paused means still: videos stop with the rotation and restart with it.
  useEffect(() => {
    videos.current.forEach((video, videoIndex) => {
      if (!video) return;
      if (playing && videoIndex === index) void video.play?.()?.catch(() => undefined);
      else if (!video.paused) video.pause();
    });
  }, [playing, index]);

  if (items === null) {
    return <MissingDatasource />;
  }
  if (count === 0) return <section className={styles.slider} aria-hidden="true" />;

  const go = (direction: 'next' | 'previous') => step(direction, true);
  const number = index + 1;

  return (
    <section
      className={count > 1 ? styles.slider : `${styles.slider} ${styles.single}`}
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
      {...carousel.rootProps}
    >
      <div className={styles.viewport} {...carousel.viewportProps}>
        <div className={styles.slides}>
          {slides.map((slide, slideIndex) => {
            const active = slideIndex === index;
            const slideNumber = slideIndex + 1;
            return (
              <div
                key={slide.key}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${slideNumber} of ${count}`}
                aria-hidden={!active || undefined}
                inert={!active}
              >
                {slide.video ? (
                  <video
                    ref={(element) => {
                      videos.current[slideIndex] = element;
                    }}
                    className={styles.media}
                    src={slide.video}
                    poster={slide.image.src}
                    width={slide.image.width}
                    height={slide.image.height}
                    muted
                    loop
                    autoPlay
                    playsInline
                    preload={slideIndex === 0 ? 'auto' : 'none'}
                    aria-label={slide.image.alt || undefined}
                  />
                ) : (
                  <Image
                    className={styles.media}
                    {...slide.image}
                    widths={WIDE_IMAGE_WIDTHS}
                    sizes={HERO_SLIDER_IMAGE_SIZES}
                    priority={slideIndex === 0}
                  />
                )}
                {slide.title || slide.text || slide.link ? (
                  <div className={styles.overlay}>
                    {slide.title ? <h2 className={styles.title}>{slide.title}</h2> : null}
                    {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
                    {slide.link ? (
                      <AppLink className={buttonClassName({ className: styles.cta })} href={slide.link.href}>
                        {slide.link.text}
                      </AppLink>
                    ) : null}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button type="button" className={styles.control} aria-label={t`Previous slide`} onClick={() => go('previous')}>
            <Icon name="chevron-left" />
          </button>
          <span className={styles.counter} aria-live={playing ? 'off' : 'polite'}>
            <Trans>
              {number} of {count}
            </Trans>
          </span>
          <button type="button" className={styles.control} aria-label={t`Next slide`} onClick={() => go('next')}>
            <Icon name="chevron-right" />
          </button>
          <div className={styles.progress} aria-hidden="true">
            <div
              key={`${index}-${playing ? 'run' : 'stop'}`}
              className={playing ? `${styles.bar} ${styles.running}` : styles.bar}
              style={{ animationDuration: `${SLIDE_INTERVAL_MS}ms` }}
              data-testid="hero-slider-progress"
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" />
    </svg>
  );
}
