import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, Image, imageUrl } from '@mbw/ui';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { GalleryItem } from '../../rules/product-gallery';
import { IMAGE_SIZES } from './image-sizes';
import styles from './product-gallery.module.css';

// The lightbox is a chunk of its own, loaded on the first open (or a hover or focus of the main
// image just before it).
const loadLightbox = () => import('./product-lightbox');
const ProductLightbox = lazy(loadLightbox);
const prefetchLightbox = () => void loadLightbox().catch(() => undefined);

/** Spec product §9 image widths for the main image (on the media library's ladder, MEDIA_WIDTHS). */
const MAIN_WIDTHS = [320, 480, 768, 960, 1440] as const;

/**
 * The hero gallery (spec product §2): the main image and up to 12 thumbnails. Thumbnails are
 * buttons (keyboard: Tab, then Enter or Space) that switch the main image; the first item is in
 * the server HTML, loaded eagerly as the page's largest image. A video plays in place. The main
 * image is a button (click, Enter, Space) opening the lightbox (product-lightbox.tsx) at it.
 */
export function ProductGallery({ items, productName }: { items: GalleryItem[]; productName: string }) {
  const { t } = useLingui();
  const stageId = useId();
  const [active, setActive] = useState(0);
  const [lightbox, setLightbox] = useState<{
    session: number;
    open: boolean;
  } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const current = items[Math.min(active, items.length - 1)];
  if (!current) return <div className={styles.gallery} aria-hidden="true" />;
  const total = items.length;
  const mainAlt = current.alt || productName;
  return (
    <div className={styles.gallery}>
      <div id={stageId} className={styles.stage}>
        {current.kind === 'video' ? (
          // The gateway sends no caption tracks for product videos.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            key={current.src}
            className={styles.media}
            controls
            preload="none"
            poster={imageUrl(current.thumbnail, 960)}
            aria-label={current.alt || t`Product video`}
          >
            <source src={current.src} />
            <Trans>Your browser does not support HTML5 video.</Trans>
          </video>
        ) : (
          <button
            ref={opener}
            type="button"
            className={styles.open}
            aria-haspopup="dialog"
            aria-label={t`Enlarge image: ${mainAlt}`}
            onPointerEnter={prefetchLightbox}
            onFocus={prefetchLightbox}
            onClick={() =>
              setLightbox((previous) => ({
                session: (previous?.session ?? 0) + 1,
                open: true,
              }))
            }
          >
            <Image
              key={current.src}
              src={current.src}
              alt={mainAlt}
              width={960}
              height={640}
              widths={MAIN_WIDTHS}
              sizes={IMAGE_SIZES.main}
              priority={active === 0}
              className={styles.media}
            />
            <span className={styles.zoomBadge} aria-hidden="true">
              <Icon name="search" size={18} />
            </span>
          </button>
        )}
      </div>
      {total > 1 ? (
        <ul className={styles.thumbnails} aria-label={t`Product images`}>
          {items.map((item, index) => {
            const position = index + 1;
            const label = item.kind === 'video' ? t`Show video ${position} of ${total}` : t`Show image ${position} of ${total}`;
            return (
              <li key={item.src}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-pressed={index === active}
                  aria-controls={stageId}
                  aria-label={item.alt ? `${label}: ${item.alt}` : label}
                  onClick={() => setActive(index)}
                >
                  <img src={imageUrl(item.thumbnail, 100)} alt="" width={100} height={67} loading="lazy" decoding="async" />
                  {item.kind === 'video' ? (
                    <span className={styles.play}>
                      <Icon name="play" size={16} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {lightbox ? (
        <Suspense fallback={null}>
          <ProductLightbox
            key={lightbox.session}
            items={items}
            productName={productName}
            initialIndex={Math.min(active, total - 1)}
            isOpen={lightbox.open}
            onClose={(index) => {
              setActive(index);
              setLightbox((previous) => (previous ? { ...previous, open: false } : previous));
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
