import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Icon, Image, imageUrl } from '@mbw/ui';
import { useEffect, useReducer, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { GalleryItem } from '../../rules/product-gallery';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  canPan,
  lightboxKeyAction,
  lightboxReducer,
  lightboxTransform,
  zoomPercent,
  type LightboxAction,
  type StageSize,
} from '../../rules/lightbox';
import styles from './product-lightbox.module.css';

export interface ProductLightboxProps {
  items: GalleryItem[];
  productName: string;
  initialIndex: number;
  isOpen: boolean;
  /** Called with the media shown last, so the gallery can show the same one. */
  onClose: (index: number) => void;
}

const LIGHTBOX_WIDTHS = [768, 960, 1440] as const;
/** The dialog is at most 64rem wide (ui Dialog size="wide"). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media condition, not text
const LIGHTBOX_SIZES = '(max-width: 1024px) 100vw, 64rem';

/**
 * The gallery lightbox (spec product §2 "Lightbox", §9), its own chunk: the current media large in
 * a ui Dialog (focus trapped, Escape closes, focus returns); previous/next wrap at both ends; zoom
 * 1 to 3 in 0.25 steps with buttons and + / - / 0; at zoom > 1 dragging and the arrow keys pan
 * (kept inside the image), at zoom 1 ArrowLeft/ArrowRight change the media. A status line says
 * "Image 3 of 8, zoom 150%" (a polite live region).
 */
export default function ProductLightbox({ items, productName, initialIndex, isOpen, onClose }: ProductLightboxProps) {
  const { t } = useLingui();
  const count = items.length;
  const [state, dispatch] = useReducer(lightboxReducer, {
    open: true,
    index: initialIndex,
    zoom: ZOOM_MIN,
    offset: { x: 0, y: 0 },
  });
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const current = items[state.index] ?? items[0];

  const stageSize = (): StageSize | null => {
    // The stage's one child is the image or the video.
    const media = stageRef.current?.firstElementChild as HTMLElement | null | undefined;
    return media ? { width: media.offsetWidth, height: media.offsetHeight } : null;
  };

  // Keys anywhere in the open dialog (its close button included); Escape is the Dialog's.
  const latest = useRef({ state, count });
  useEffect(() => {
    latest.current = { state, count };
  });
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = lightboxKeyAction(event.key, latest.current.state, latest.current.count, stageSize());
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  if (!current) return null;
  const isVideo = current.kind === 'video';
  const position = state.index + 1;
  const percent = zoomPercent(state.zoom);
  const zoomed = canPan(state);
  const act = (action: LightboxAction) => () => dispatch(action);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!zoomed || isVideo) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const stage = stageSize();
    if (!start || start.id !== event.pointerId || !stage) return;
    dispatch({
      type: 'pan',
      dx: event.clientX - start.x,
      dy: event.clientY - start.y,
      stage,
    });
    drag.current = { id: start.id, x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Dialog
      title={t`Images of ${productName}`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose(state.index);
      }}
      size="wide"
    >
      <div className={styles.lightbox} data-zoom={percent} data-index={state.index}>
        <div
          ref={stageRef}
          className={`${styles.stage} ${zoomed ? styles.zoomed : ''}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {isVideo ? (
            // The gateway sends no caption tracks for product videos.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              key={current.src}
              className={styles.media}
              controls
              preload="metadata"
              poster={imageUrl(current.thumbnail, 960)}
              aria-label={current.alt || t`Product video`}
            >
              <source src={current.src} />
              <Trans>Your browser does not support HTML5 video.</Trans>
            </video>
          ) : (
            <Image
              key={current.src}
              src={current.src}
              alt={current.alt || productName}
              width={1440}
              height={960}
              widths={LIGHTBOX_WIDTHS}
              sizes={LIGHTBOX_SIZES}
              priority
              draggable={false}
              className={styles.media}
              style={{ transform: lightboxTransform(state) }}
            />
          )}
        </div>
        <div className={styles.controls}>
          <div className={styles.group}>
            <button
              type="button"
              className={styles.control}
              onClick={act({ type: 'previous', count })}
              disabled={count < 2}
              aria-label={t`Previous image`}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={act({ type: 'next', count })}
              disabled={count < 2}
              aria-label={t`Next image`}
            >
              <Icon name="chevron-right" />
            </button>
          </div>
          <p className={styles.status} role="status" data-testid="lightbox-status">
            {isVideo ? t`Video ${position} of ${count}` : t`Image ${position} of ${count}, zoom ${percent}%`}
          </p>
          <div className={styles.group}>
            <button
              type="button"
              className={styles.control}
              onClick={act({ type: 'zoomOut' })}
              disabled={isVideo || state.zoom <= ZOOM_MIN}
              aria-label={t`Zoom out`}
            >
              <Icon name="minus" />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={act({ type: 'zoomReset' })}
              disabled={isVideo || state.zoom <= ZOOM_MIN}
              aria-label={t`Reset zoom`}
            >
              <Trans>1:1</Trans>
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={act({ type: 'zoomIn' })}
              disabled={isVideo || state.zoom >= ZOOM_MAX}
              aria-label={t`Zoom in`}
            >
              <Icon name="plus" />
            </button>
          </div>
        </div>
        <p className={styles.hint}>
          {zoomed ? (
            <Trans>Drag or use the arrow keys to move the image. Press 0 to reset the zoom.</Trans>
          ) : (
            <Trans>Use the left and right arrow keys to change the image, + and - to zoom.</Trans>
          )}
        </p>
      </div>
    </Dialog>
  );
}
