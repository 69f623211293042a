import { HOW_TO_VIDEOS, RESTRICTED_VIDEOS } from '../seed/catalog/documents.ts';
import type { Language, Localized } from '../seed/catalog/localized.ts';
import { at } from '../seed/catalog/must.ts';
import type { MasterFacts, VideoFact } from '../seed/catalog/types.ts';

/** GET /api/MasterProducts/getVideoCampaignItems: blank urls stay in the data (the UI drops them). */
export function videoCampaignView(master: MasterFacts, language: Language) {
  const video = (titles: Localized[]) => (fact: VideoFact) => ({
    url: fact.url,
    title: `${master.name[language]} – ${at(titles, fact.title)[language]}`,
    thumbnail: fact.thumbnail,
  });
  return {
    howToVideos: master.howToVideos.map(video(HOW_TO_VIDEOS)),
    restrictedVideos: master.restrictedVideos.map(video(RESTRICTED_VIDEOS)),
  };
}
