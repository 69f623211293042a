import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { buttonClassName } from './button-class';
import styles from './carousel.module.css';
import { Icon } from './icon';

/** Spec discovery §9: carousel transition 500 ms, swipe tolerance 16 px. */
export const CAROUSEL_SWIPE_TOLERANCE_PX = 16;
/**
 * Embla's duration is a speed factor (documented range 20–60), not milliseconds. Measured in
 * Chromium at 1440 px, a slide change comes within 1 px of its end in ≈560 ms at 20 (≈1140 ms at
 * Embla's default 30): 20 is the closest the library gets to the spec's 500 ms.
 */
export const CAROUSEL_EMBLA_DURATION = 20;
/**
 * Embla starts when the carousel comes within this distance of the view. Starting measures every
 * slide (a forced layout), which on a long page would otherwise land in the hydration task for
 * carousels nobody has scrolled to yet. Until then the CSS layout of the server HTML stands.
 */
export const CAROUSEL_START_MARGIN = '400px';

// Native buttons: react-aria's Button would bring its module set-up (a locale probe through Intl)
// into every page with a carousel, for two buttons that need nothing beyond a <button>.
const controlClass = buttonClassName({ variant: 'secondary', size: 'small', iconOnly: true });

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Slides in view per device class (spec: carousel items 1, 2, 3 for mobile, tablet, desktop). */
  perView?: { mobile: number; tablet: number; desktop: number };
  loop?: boolean;
}

/**
 * A carousel on Embla: swipe, drag, and previous/next buttons; each slide is a group labelled
 * "n of m". Slides per view come from CSS, so the server-rendered layout is already right.
 */
export function Carousel({ label, slides, perView = { mobile: 1, tablet: 2, desktop: 3 }, loop = false }: CarouselProps) {
  const { t } = useLingui();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    loop,
    dragThreshold: CAROUSEL_SWIPE_TOLERANCE_PX,
    duration: CAROUSEL_EMBLA_DURATION,
  });
  const [canScroll, setCanScroll] = useState({ previous: false, next: slides.length > 1 });
  const viewport = useRef<HTMLDivElement>(null);
  const start = useCallback(() => {
    if (viewport.current) viewportRef(viewport.current);
  }, [viewportRef]);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: CAROUSEL_START_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [start]);


  const update = useCallback(() => {
    if (embla) setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const frame = requestAnimationFrame(update);
    embla.on('select', update).on('reInit', update);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  const style = {
    '--per-view-mobile': perView.mobile,
    '--per-view-tablet': perView.tablet,
    '--per-view-desktop': perView.desktop,
  } as CSSProperties;
  const total = slides.length;
  // The device classes at which every slide is in view: the CSS hides the buttons there.
  const fits = (['mobile', 'tablet', 'desktop'] as const).filter((device) => total <= perView[device]).join(' ');

  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={label} style={style} data-fits={fits || undefined} onPointerEnter={start} onFocus={start}>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {slides.map((slide, index) => {
            const position = index + 1;
            return (
              // The ARIA carousel pattern: each slide is a group, named "n of m".
              <div key={index} className={styles.slide} role="group" aria-roledescription={t`slide`} aria-label={t`${position} of ${total}`}>
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={controlClass} onClick={() => embla?.scrollPrev()} disabled={!canScroll.previous} aria-label={t`Previous slide`}>
            <Icon name="chevron-left" />
          </button>
          <button type="button" className={controlClass} onClick={() => embla?.scrollNext()} disabled={!canScroll.next} aria-label={t`Next slide`}>
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
