import { hasVideoUrl, type CampaignVideo, type VideoCampaign } from '@mbw/api-clients';
import { stepPaging, type StepPaging } from './step-paging';

/** Spec product §9: video lists show 3, then 3 more per press. */
export const VIDEOS_STEP = 3;

export type CampaignVideoKind = 'how-to' | 'restricted';

export interface CampaignVideoView {
  /** Stable within the page: kind and position in the gateway's list. */
  id: string;
  kind: CampaignVideoKind;
  title: string;
  url: string;
  thumbnail: string;
  /**
   * Restricted videos (spec product §3 "restrictedVideos (flag isPrivateNoDownload)"): shown to
   * every visitor for now (no viewer roles yet), but never offered as a download.
   */
  isPrivateNoDownload: boolean;
}

export interface VideoCampaignView {
  howTo: CampaignVideoView[];
  restricted: CampaignVideoView[];
  /** The getVideoCampaignItems call failed (spec product §8: the section says 'Something went wrong'). */
  failed: boolean;
}

/**
 * The getVideoCampaignItems request of a page: the tenant (the site name) and the request as the
 * loader made it. Server and browser build the same query key from it (videoCampaignQueryOptions).
 */
export interface VideoCampaignSource {
  tenant: string;
  name: string;
  language: string;
}

export const EMPTY_VIDEO_CAMPAIGN: VideoCampaignView = { howTo: [], restricted: [], failed: false };

function videos(list: readonly CampaignVideo[], kind: CampaignVideoKind): CampaignVideoView[] {
  return list.flatMap((video, index) =>
    // Spec product §2: videos with no or a blank url are not listed.
    hasVideoUrl(video)
      ? [
          {
            id: `${kind}-${index + 1}`,
            kind,
            title: video.title.trim(),
            url: video.url.trim(),
            thumbnail: video.thumbnail.trim(),
            isPrivateNoDownload: kind === 'restricted',
          },
        ]
      : [],
  );
}

/**
 * The campaign as the page lists it: `null` is a failed call (the section shows its error state),
 * `undefined` a call not made (nothing to show).
 */
export function videoCampaignView(campaign: VideoCampaign | null | undefined): VideoCampaignView {
  if (campaign === null) return { ...EMPTY_VIDEO_CAMPAIGN, failed: true };
  if (!campaign) return EMPTY_VIDEO_CAMPAIGN;
  return { howTo: videos(campaign.howToVideos, 'how-to'), restricted: videos(campaign.restrictedVideos, 'restricted'), failed: false };
}

/** Every listed video, how-to first. */
export function allVideos(view: VideoCampaignView): CampaignVideoView[] {
  return [...view.howTo, ...view.restricted];
}

/** Spec product §2: the first video is selected by default (the first how-to video, else the first restricted one). */
export function defaultVideoId(view: VideoCampaignView): string | null {
  return allVideos(view)[0]?.id ?? null;
}

/** The selected video: the one with `selectedId`, else the default. */
export function selectedVideo(view: VideoCampaignView, selectedId: string | null): CampaignVideoView | null {
  const list = allVideos(view);
  return list.find((video) => video.id === selectedId) ?? list[0] ?? null;
}

/** A video list after `morePresses` presses of "+3": 3, then +min(3, remaining); "Show less" once expanded. */
export function videoListPaging(total: number, morePresses: number): StepPaging {
  return stepPaging(total, VIDEOS_STEP, morePresses);
}
