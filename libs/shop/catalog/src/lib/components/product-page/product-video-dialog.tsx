import { Trans } from '@lingui/react/macro';
import { Dialog } from '@mbw/ui';
import type { CampaignVideoView } from '../../rules/video-campaign';
import styles from './product-videos.module.css';

export interface ProductVideoDialogProps {
  video: CampaignVideoView;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The video campaign's popup player, a chunk of its own (loaded on the first open, never with the
 * page). The ui Dialog traps focus, closes on Escape, the close button and a click outside, and
 * returns focus; closing unmounts the video, which stops it. Restricted videos
 * (isPrivateNoDownload) hide the player's download menu entry.
 */
export default function ProductVideoDialog({ video, isOpen, onOpenChange }: ProductVideoDialogProps) {
  return (
    <Dialog title={video.title} isOpen={isOpen} onOpenChange={onOpenChange} size="wide">
      {/* The visitor asked for this video: it starts at once. The gateway gives no captions files. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        key={video.id}
        className={styles.player}
        controls
        autoPlay
        playsInline
        poster={video.thumbnail || undefined}
        preload="auto"
        controlsList={video.isPrivateNoDownload ? 'nodownload' : undefined}
        data-testid="product-video-player"
      >
        <source src={video.url} />
        <Trans>Your browser does not support HTML5 video.</Trans>
      </video>
    </Dialog>
  );
}
