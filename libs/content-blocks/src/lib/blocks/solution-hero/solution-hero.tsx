import type { BlockProps } from '../../placeholder/component-map';
import { PageHero, type PageHeroFields } from './page-hero';

export type SolutionHeroFields = PageHeroFields;

/**
 * Solution hero: the solution page's full-viewport hero (see PageHero). It leaves room for the
 * solution page's taller menu (spec §9: 168 px = the 112 px menu + the 56 px offset row).
 */
export function SolutionHeroBlock(props: BlockProps<SolutionHeroFields>) {
  return <PageHero kind="solution" {...props} />;
}
