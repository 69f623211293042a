import type { BlockProps } from '../../placeholder/component-map';
import { PageHero, type PageHeroFields } from '../solution-hero/page-hero';

export type StartPageHeroFields = PageHeroFields;

/**
 * Start-page hero: the home page's full-viewport hero (see PageHero), under the start page's
 * 112 px menu (spec §9), with a larger, centred title.
 */
export function StartPageHeroBlock(props: BlockProps<StartPageHeroFields>) {
  return <PageHero kind="start" {...props} />;
}
