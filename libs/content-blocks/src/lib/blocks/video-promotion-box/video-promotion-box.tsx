import { Trans, useLingui } from '@lingui/react/macro';
import { imageValue, labelledLinkValue, linkValue, textValue } from '@mbw/api-clients';
import { Image, LinkButton } from '@mbw/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { REDUCED_MOTION_QUERY } from '../../rules/slider-motion';
import { VIDEO_BOX_IMAGE_SIZES, backgroundVideoShouldPlay, videoSource } from '../../rules/video';
import styles from './video-promotion-box.module.css';

export interface VideoPromotionBoxFields {
  Title?: unknown;
  Text?: unknown;
  /** Call to action (link field with a text). */
  Link?: unknown;
  /** The poster of the video; the background itself when there is no video. */
  Image?: unknown;
  /** Background video: a file field (`{ value: { src } }`) or a link field. */
  Video?: unknown;
}

/**
 * Video promotion box (spec discovery §2): a wide box with a muted, looping background video (the
 * Image is its poster) and an overlay with the title, text and a call to action. The video plays
 * on its own only without prefers-reduced-motion and while on screen, and a visible pause/play
 * button stops and restarts it (WCAG 2.2.2). Without a video the image is the background; without
 * a title an empty shell.
 */
export function VideoPromotionBoxBlock({ fields }: BlockProps<VideoPromotionBoxFields>) {
  const headingId = useId();
  const title = textValue(fields.Title);
  if (!title) return <section className={styles.block} aria-hidden="true" />;
  const text = textValue(fields.Text);
  const link = labelledLinkValue(fields.Link);
  const target = linkValue(fields.Link)?.target;
  const image = imageValue(fields.Image);
  const video = videoSource(fields.Video);
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={image || video ? styles.box : `${styles.box} ${styles.plain}`}>
        {video ? (
          <BackgroundVideo src={video} poster={image?.src} label={image?.alt} />
        ) : image ? (
          <Image {...image} sizes={VIDEO_BOX_IMAGE_SIZES} widths={[320, 768, 1200]} className={styles.media} />
        ) : null}
        <div className={styles.overlay}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {text ? <p className={styles.text}>{text}</p> : null}
          {link ? (
            // On the plain brand-coloured box a light button stands out; over media the primary one.
            <LinkButton
              href={link.href}
              target={target || undefined}
              variant={image || video ? 'primary' : 'secondary'}
              className={styles.cta}
            >
              {link.text}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function BackgroundVideo({ src, poster, label }: { src: string; poster: string | undefined; label: string | undefined }) {
  const { t } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const choice = useRef<{ pausedByUser: boolean; playedByUser: boolean }>({ pausedByUser: false, playedByUser: false });
  const inView = useRef(true);
  const reducedMotion = useRef(false);

  // Reads refs only, so one function serves the effect and the button.
  const apply = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (backgroundVideoShouldPlay({ ...choice.current, reducedMotion: reducedMotion.current, inView: inView.current })) {
      // Browsers may refuse (data saver, low power): the button then offers play.
      void video.play?.()?.catch(() => undefined);
    } else if (!video.paused) video.pause();
  }, []);

  // Not autoPlay in the HTML: the server cannot know prefers-reduced-motion, so playback starts here.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    const onMotionChange = () => {
      reducedMotion.current = Boolean(query?.matches);
      apply();
    };
    onMotionChange();
    query?.addEventListener('change', onMotionChange);
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(([entry]) => {
        inView.current = Boolean(entry?.isIntersecting);
        apply();
      });
      observer.observe(video);
    }
    return () => {
      query?.removeEventListener('change', onMotionChange);
      observer?.disconnect();
    };
  }, [apply]);

  const toggle = () => {
    choice.current = playing ? { pausedByUser: true, playedByUser: false } : { pausedByUser: false, playedByUser: true };
    apply();
  };

  return (
    <>
      {/* A silent, decorative background: no captions to offer. */}
      <video
        ref={ref}
        className={styles.media}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={label || undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={src} />
        <Trans>Your browser does not support HTML5 video.</Trans>
      </video>
      <button type="button" className={styles.control} aria-label={playing ? t`Pause video` : t`Play video`} onClick={toggle}>
        {playing ? (
          <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
          </svg>
        ) : (
          <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M8 5l11 7-11 7z" />
          </svg>
        )}
      </button>
    </>
  );
}
