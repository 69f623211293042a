import { useLingui } from '@lingui/react/macro';
import { imageValue, textValue } from '@mbw/api-clients';
import { VideoPoster, useSite } from '@mbw/ui';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { VIDEO_THUMBNAIL_SIZES, captionsLabel, captionsLanguage, videoSource } from '../../rules/video';
import styles from './video-lightbox.module.css';

export interface VideoLightboxFields {
  Title?: unknown;
  Text?: unknown;
  /** The thumbnail (and the video's poster). */
  Image?: unknown;
  /** The video: a file field (`{ value: { src } }`) or a link field. */
  Video?: unknown;
  /** A WebVTT captions file for the video (file or link field), in the page's language. */
  Captions?: unknown;
}

// The dialog and player are a chunk of their own, loaded on the first open (or a hover or focus
// of the play button just before it).
const loadDialog = () => import('./video-lightbox-dialog');
const VideoLightboxDialog = lazy(loadDialog);
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/**
 * Video with lightbox (spec discovery §2, §4: "video opens and closes in a lightbox"): a thumbnail
 * with a play button named after the video, the title and optional text beside it. The button
 * (click, Enter, Space) opens the video in a modal dialog with controls, captions when there is a
 * captions file, and the §8 fallback text; Escape or the close button close it, which stops the
 * video, and focus returns to the play button. Without a video the image and text show without a
 * button; without a title and an image an empty shell.
 */
export function VideoLightboxBlock({ fields }: BlockProps<VideoLightboxFields>) {
  const { t } = useLingui();
  const { language } = useSite();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const title = textValue(fields.Title);
  const image = imageValue(fields.Image);
  if (!title && !image) return <section className={styles.block} aria-hidden="true" />;
  const text = textValue(fields.Text);
  const video = videoSource(fields.Video);
  const captionsSrc = videoSource(fields.Captions);
  const trackLanguage = captionsLanguage(language);
  const captions = captionsSrc ? { src: captionsSrc, language: trackLanguage, label: captionsLabel(trackLanguage) } : null;

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    // The dialog gives focus back to what opened it; make sure that is the play button.
    if (!isOpen) requestAnimationFrame(() => playButton.current?.focus());
  };

  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
      <div className={styles.card}>
        <VideoPoster
          image={image ? { ...image, sizes: VIDEO_THUMBNAIL_SIZES, widths: [320, 768, 1200] } : null}
          playLabel={title ? t`Play video: ${title}` : t`Play video`}
          onPlay={
            video
              ? () => {
                  setRequested(true);
                  setOpen(true);
                }
              : undefined
          }
          onPlayIntent={prefetchDialog}
          playButtonRef={playButton}
        />
        {title || text ? (
          <div className={styles.body}>
            {title ? (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            ) : null}
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
        ) : null}
      </div>
      {video && requested ? (
        <Suspense fallback={null}>
          <VideoLightboxDialog
            title={title || t`Video`}
            src={video}
            poster={image?.src}
            captions={captions}
            isOpen={open}
            onOpenChange={onOpenChange}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
