import { textValue } from '@mbw/api-clients';
import type { BlockProps } from '../../placeholder/component-map';
import { listItems } from '../../rules/tag-fields';
import { imagePositionOf, StoryCard, type StoryBoxFields } from '../story-box/story-box';
import styles from './story-linker.module.css';

export interface StoryLinkerFields {
  /** Optional section heading. */
  Title?: unknown;
  /** Linked story boxes: items whose fields are StoryBoxFields. */
  Stories?: unknown;
}

/**
 * Story linker: a list of story cards (image left or right, from `params.ImagePosition`), each
 * with its description cut at 140 characters. Stories without a title are skipped; none left →
 * an empty shell.
 */
export function StoryLinkerBlock({ fields, params }: BlockProps<StoryLinkerFields>) {
  const stories = listItems(fields.Stories).filter((item) => textValue(item.fields['Title']));
  if (stories.length === 0) return <section className={styles.linker} aria-hidden="true" />;
  const heading = textValue(fields.Title);
  return (
    <section className={styles.linker}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <ul className={styles.list}>
        {stories.map((story) => {
          const storyFields = story.fields as StoryBoxFields;
          return (
            <li key={story.id}>
              <StoryCard
                fields={storyFields}
                position={imagePositionOf(params, storyFields.ImagePosition)}
                headingLevel={heading ? 3 : 2}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
