import type { VideoCampaign } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import { EMPTY_VIDEO_CAMPAIGN, VIDEOS_STEP, defaultVideoId, selectedVideo, videoCampaignView, videoListPaging } from './video-campaign';

const video = (title: string, url = '/-/media/hot-air-seam.webm') => ({
  title,
  url,
  thumbnail: `/-/media/${title.toLowerCase().replace(/\s+/g, '-')}.svg`,
});

const campaign: VideoCampaign = {
  howToVideos: [video('Changing the nozzle'), video('First start-up', ''), video('Cleaning the filter', '   ')],
  restrictedVideos: [video('Service: error codes'), video('Dealer training')],
};

describe('videoCampaignView', () => {
  it('drops videos with no or a blank url (spec product §2)', () => {
    const view = videoCampaignView(campaign);
    expect(view.howTo.map((entry) => entry.title)).toEqual(['Changing the nozzle']);
    expect(view.restricted.map((entry) => entry.title)).toEqual(['Service: error codes', 'Dealer training']);
  });

  it('marks restricted videos isPrivateNoDownload (shown to everyone, never downloadable)', () => {
    const view = videoCampaignView(campaign);
    expect(view.howTo.every((entry) => !entry.isPrivateNoDownload)).toBe(true);
    expect(view.restricted.every((entry) => entry.isPrivateNoDownload)).toBe(true);
    expect(view.restricted[0]).toMatchObject({ id: 'restricted-1', kind: 'restricted' });
  });

  it('is empty and failed when the call failed (null), empty when it was not made', () => {
    expect(videoCampaignView(null)).toEqual({ howTo: [], restricted: [], failed: true });
    expect(videoCampaignView(undefined)).toEqual(EMPTY_VIDEO_CAMPAIGN);
    expect(EMPTY_VIDEO_CAMPAIGN.failed).toBe(false);
  });
});

describe('selection (spec product §2: the first video is selected by default)', () => {
  it('selects the first how-to video, else the first restricted one', () => {
    const view = videoCampaignView(campaign);
    expect(defaultVideoId(view)).toBe('how-to-1');
    expect(selectedVideo(view, null)?.title).toBe('Changing the nozzle');
    expect(defaultVideoId(videoCampaignView({ howToVideos: [video('Blank', '')], restrictedVideos: campaign.restrictedVideos }))).toBe(
      'restricted-1',
    );
    expect(defaultVideoId(EMPTY_VIDEO_CAMPAIGN)).toBeNull();
  });

  it('keeps the chosen video; an unknown id falls back to the first', () => {
    const view = videoCampaignView(campaign);
    expect(selectedVideo(view, 'restricted-2')?.title).toBe('Dealer training');
    expect(selectedVideo(view, 'how-to-9')?.id).toBe('how-to-1');
    expect(selectedVideo(EMPTY_VIDEO_CAMPAIGN, null)).toBeNull();
  });
});

describe('videoListPaging (spec product §9: 3, +3, show less once expanded)', () => {
  it('shows 3, then +min(3, remaining), with "Show less" once expanded', () => {
    expect(VIDEOS_STEP).toBe(3);
    expect(videoListPaging(7, 0)).toEqual({ shown: 3, more: 3, canShowLess: false });
    expect(videoListPaging(7, 1)).toEqual({ shown: 6, more: 1, canShowLess: true });
    expect(videoListPaging(7, 2)).toEqual({ shown: 7, more: 0, canShowLess: true });
    expect(videoListPaging(2, 0)).toEqual({ shown: 2, more: 0, canShowLess: false });
  });
});
