import type { Ref } from 'react';
import { Image, type ImageProps } from './image';
import styles from './video-poster.module.css';

export interface VideoPosterProps {
  /** The poster image; without one the frame's dark background shows. */
  image?: ImageProps | null;
  /** The play button's accessible name ('Play video: …'); with `onPlay`, there is a button. */
  playLabel?: string;
  onPlay?: () => void;
  /** Hover or focus of the button: the moment to fetch the player's code. */
  onPlayIntent?: () => void;
  playButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * A video's poster in a 16:9 frame (nothing moves while the image loads) with the whole frame as
 * the play button, marked by a round play icon in the brand colour. Opening the player is the
 * caller's (a lazy dialog): the button says so with aria-haspopup.
 */
export function VideoPoster({ image, playLabel, onPlay, onPlayIntent, playButtonRef }: VideoPosterProps) {
  return (
    <div className={styles.frame}>
      {image ? <Image {...image} className={styles.image} /> : null}
      {playLabel && onPlay ? (
        <button
          ref={playButtonRef}
          type="button"
          className={styles.play}
          aria-haspopup="dialog"
          aria-label={playLabel}
          onPointerEnter={onPlayIntent}
          onFocus={onPlayIntent}
          onClick={onPlay}
        >
          <span className={styles.icon} aria-hidden="true">
            <svg width={28} height={28} viewBox="0 0 24 24" fill="currentColor" focusable="false">
              <path d="M8 5l11 7-11 7z" />
            </svg>
          </span>
        </button>
      ) : null}
    </div>
  );
}
