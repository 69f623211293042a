import { Trans, useLingui } from '@lingui/react/macro';
import { browserProductDataConfig, useVideoCampaign } from '@mbw/api-clients';
import { Icon, Image, VideoPoster, buttonClassName, pageSectionClassNames as pageSection } from '@mbw/ui';
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  selectedVideo,
  videoCampaignView,
  videoListPaging,
  type CampaignVideoView,
  type VideoCampaignSource,
  type VideoCampaignView,
} from '../../rules/video-campaign';
import styles from './product-videos.module.css';
import { REDUCED_MOTION_QUERY, SECTION_IMAGE_SIZES } from './section-media';

// The popup player is a chunk of its own, loaded on the first open (or a hover or focus of the
// play button just before it), like the variant selector and the gallery lightbox.
const loadDialog = () => import('./product-video-dialog');
const ProductVideoDialog = lazy(loadDialog);
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/**
 * The video section of the product page, reading the campaign from the query cache: the loader
 * fetched it on the server and handed it over dehydrated (ARCHITECTURE §4), so the first render,
 * on the server and while hydrating, has the videos and the browser asks nothing. The query never
 * fetches by itself (`enabled: false`); when the server call failed there is nothing cached and
 * the section says 'Something went wrong' with "Try again", which asks again through the
 * same-origin proxy (/api/MasterProducts/getVideoCampaignItems).
 */
export function ProductVideoSection({ source }: { source: VideoCampaignSource }) {
  const { tenant, ...request } = source;
  const query = useVideoCampaign(browserProductDataConfig(tenant), request, { enabled: false });
  const campaign = useMemo(() => videoCampaignView(query.data ?? null), [query.data]);
  return <ProductVideos campaign={campaign} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}

/**
 * The video campaign (spec product §2, §3 "Video", §9): the selected video (the first one by
 * default) in a player area — its thumbnail with a play button opening the popup player — and the
 * how-to and restricted videos as two lists of 3, "Show n more" adding min(3, remaining) and
 * "Show less" once expanded; choosing a list item selects it. Videos without a url are already
 * dropped (video-campaign.ts). Restricted videos show to every visitor for now (no viewer roles
 * yet) but are never offered for download (isPrivateNoDownload). Nothing without videos; when the
 * campaign call failed, the section says 'Something went wrong' (spec product §8) and the rest of
 * the page stands.
 */
export function ProductVideos({
  campaign,
  onRetry,
  retrying = false,
}: {
  campaign: VideoCampaignView;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useLingui();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const player = useRef<HTMLDivElement>(null);
  const selected = selectedVideo(campaign, selectedId);
  if (campaign.failed) return <VideosFailed onRetry={onRetry} retrying={retrying} />;
  if (!selected) return null;
  const title = selected.title;

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    // The dialog gives focus back to what opened it; make sure that is the play button.
    if (!isOpen) requestAnimationFrame(() => playButton.current?.focus());
  };

  const select = (video: CampaignVideoView) => {
    setSelectedId(video.id);
    // On narrow screens the player sits above the lists: bring it into view.
    const box = player.current?.getBoundingClientRect();
    if (box && box.top < 0) {
      const smooth = typeof window.matchMedia === 'function' && !window.matchMedia(REDUCED_MOTION_QUERY).matches;
      player.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  };

  return (
    <section className={pageSection.section} aria-labelledby="videos-title" data-print="hide" data-testid="product-videos">
      <h2 id="videos-title" className={pageSection.title}>
        <Trans>Videos</Trans>
      </h2>
      <div className={styles.layout}>
        <div ref={player} className={styles.stage} data-testid="video-stage">
          <VideoPoster
            image={
              selected.thumbnail
                ? { src: selected.thumbnail, alt: '', width: 768, height: 432, sizes: SECTION_IMAGE_SIZES.videoPoster }
                : null
            }
            playLabel={t`Play video: ${title}`}
            onPlay={() => {
              setRequested(true);
              setOpen(true);
            }}
            onPlayIntent={prefetchDialog}
            playButtonRef={playButton}
          />
          <div className={styles.caption}>
            <p className={styles.stageTitle} aria-live="polite">
              {title}
            </p>
            {selected.isPrivateNoDownload ? null : (
              <a href={selected.url} download className={styles.download}>
                <Icon name="download" size={18} />
                <Trans>Download video</Trans>
              </a>
            )}
          </div>
        </div>
        <div className={styles.lists}>
          <VideoList heading={t`How-to videos`} videos={campaign.howTo} selectedId={selected.id} onSelect={select} />
          <VideoList heading={t`Service and training videos`} videos={campaign.restricted} selectedId={selected.id} onSelect={select} />
        </div>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <ProductVideoDialog video={selected} isOpen={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The failed campaign call (spec product §8); "Try again" when the caller can ask again. */
function VideosFailed({ onRetry, retrying }: { onRetry?: () => void; retrying: boolean }) {
  return (
    <section className={pageSection.section} aria-labelledby="videos-title" data-print="hide" data-testid="product-videos">
      <h2 id="videos-title" className={pageSection.title}>
        <Trans>Videos</Trans>
      </h2>
      <div className={styles.failed}>
        <p className={styles.failedTitle}>
          <Trans>Something went wrong</Trans>
        </p>
        <p>
          <Trans>The videos could not be loaded. Please try again later.</Trans>
        </p>
        {onRetry ? (
          <button
            type="button"
            className={`${buttonClassName({ variant: 'secondary', size: 'small' })} ${styles.retry}`}
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying}
          >
            <Trans>Try again</Trans>
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** One list of videos: 3, "Show n more" (+min(3, remaining)), "Show less" once expanded. */
function VideoList({
  heading,
  videos,
  selectedId,
  onSelect,
}: {
  heading: string;
  videos: CampaignVideoView[];
  selectedId: string;
  onSelect: (video: CampaignVideoView) => void;
}) {
  const headingId = useId();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const [presses, setPresses] = useState(0);
  // After "Show n more": focus the first new item; after "Show less": the "Show more" button.
  const pendingFocus = useRef<number | 'more' | null>(null);
  const paging = videoListPaging(videos.length, presses);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'more') moreButton.current?.focus();
    else list.current?.children[target]?.querySelector('button')?.focus();
  }, [paging.shown]);

  if (videos.length === 0) return null;
  const more = paging.more;
  return (
    <div className={styles.group}>
      <h3 id={headingId} className={styles.groupTitle}>
        {heading}
      </h3>
      <ul ref={list} id={listId} className={styles.list} aria-labelledby={headingId}>
        {videos.slice(0, paging.shown).map((video) => (
          <li key={video.id}>
            <button type="button" className={styles.item} aria-pressed={video.id === selectedId} onClick={() => onSelect(video)}>
              <span className={styles.thumb}>
                {video.thumbnail ? (
                  <Image
                    src={video.thumbnail}
                    alt=""
                    width={128}
                    height={72}
                    widths={[160, 320]}
                    sizes={SECTION_IMAGE_SIZES.videoThumbnail}
                    className={styles.thumbImage}
                  />
                ) : null}
              </span>
              <span className={styles.itemTitle}>{video.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {more > 0 || paging.canShowLess ? (
        <div className={styles.paging}>
          {more > 0 ? (
            <button
              ref={moreButton}
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
              aria-controls={listId}
              onClick={() => {
                pendingFocus.current = paging.shown;
                setPresses((value) => value + 1);
              }}
            >
              <Icon name="plus" />
              <Trans>Show {more} more</Trans>
            </button>
          ) : null}
          {paging.canShowLess ? (
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
              aria-controls={listId}
              onClick={() => {
                pendingFocus.current = 'more';
                setPresses(0);
              }}
            >
              <Icon name="minus" />
              <Trans>Show less</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
