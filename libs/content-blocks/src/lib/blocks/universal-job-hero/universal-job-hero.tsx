import type { BlockProps } from '../../placeholder/component-map';
import { JobHero, type CareerHeroFields } from '../career-hero/career-hero';

export type UniversalJobHeroFields = CareerHeroFields;

/** Universal job hero: the career hero for a job page, with JobPosting structured data. */
export function UniversalJobHeroBlock({ fields }: BlockProps<UniversalJobHeroFields>) {
  return <JobHero fields={fields} structuredData />;
}
