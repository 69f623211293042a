import { Trans } from '@lingui/react/macro';
import { Dialog } from '@mbw/ui';
import styles from './video-lightbox.module.css';

export interface VideoLightboxDialogProps {
  title: string;
  src: string;
  poster: string | undefined;
  captions: { src: string; language: string; label: string } | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The lightbox itself, its own chunk (with the dialog primitive): loaded the first time a visitor
 * opens a video, never with the page. The ui Dialog traps focus, closes on Escape, the close
 * button and a click outside, and returns focus; closing unmounts the video, which stops it.
 */
export default function VideoLightboxDialog({ title, src, poster, captions, isOpen, onOpenChange }: VideoLightboxDialogProps) {
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="wide">
      {/* The visitor asked for this video: it starts at once. Captions when the editor gave a file. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video className={styles.player} controls autoPlay playsInline poster={poster} preload="auto">
        <source src={src} />
        {captions ? <track kind="captions" src={captions.src} srcLang={captions.language} label={captions.label} default /> : null}
        <Trans>Your browser does not support HTML5 video.</Trans>
      </video>
    </Dialog>
  );
}
