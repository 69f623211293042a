import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { buttonClassName } from './button-class';
import styles from './carousel.module.css';
import { Icon } from './icon';
import { useCarousel } from './use-carousel';

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
  const { rootProps, viewportProps, canScroll, step } = useCarousel({ count: slides.length, loop });

  const style = {
    '--per-view-mobile': perView.mobile,
    '--per-view-tablet': perView.tablet,
    '--per-view-desktop': perView.desktop,
  } as CSSProperties;
  const total = slides.length;
  // The device classes at which every slide is in view: the CSS hides the buttons there.
  const fits = (['mobile', 'tablet', 'desktop'] as const).filter((device) => total <= perView[device]).join(' ');

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t`carousel`}
      aria-label={label}
      style={style}
      data-fits={fits || undefined}
      {...rootProps}
    >
      <div className={styles.viewport} {...viewportProps}>
        <div className={styles.container}>
          {slides.map((slide, index) => {
            const position = index + 1;
            return (
              // The ARIA carousel pattern: each slide is a group, named "n of m".
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${total}`}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={controlClass}
            onClick={() => step('previous')}
            disabled={!canScroll.previous}
            aria-label={t`Previous slide`}
          >
            <Icon name="chevron-left" />
          </button>
          <button type="button" className={controlClass} onClick={() => step('next')} disabled={!canScroll.next} aria-label={t`Next slide`}>
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
