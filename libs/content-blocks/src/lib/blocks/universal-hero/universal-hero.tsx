import { textValue } from '@mbw/api-clients';
import type { BlockProps } from '../../placeholder/component-map';
import { StoryHeroContent, type StoryHeroFields } from '../story-hero/story-hero';

export interface UniversalHeroFields extends StoryHeroFields {
  /** Optional intro under the title. */
  Text?: unknown;
}

/**
 * Universal hero: the story hero's layout for any page (overline, title, intro, optional date
 * and category, image). The page's <h1>; without a title an empty shell.
 */
export function UniversalHeroBlock({ fields }: BlockProps<UniversalHeroFields>) {
  return <StoryHeroContent fields={fields} text={textValue(fields.Text)} />;
}
