import { useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { Image, LinkButton } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { IMAGE_SIZES } from '../../rules/carousel-per-view';
import { cutText } from '../../rules/text';
import styles from './story-box.module.css';

export interface StoryBoxFields {
  OverlineTitle?: unknown;
  Title?: unknown;
  /** Cut at 140 characters (spec discovery §9). */
  Description?: unknown;
  StoryImage?: unknown;
  LinkerButtonLabel?: unknown;
  /** Link to the story page. */
  PageUrl?: unknown;
  /** 'Left' or 'Right'; the rendering param of the same name wins. */
  ImagePosition?: unknown;
}

export type ImagePosition = 'left' | 'right';

/** Image side from the `ImagePosition` param, else the field; left unless it says right. */
export function imagePositionOf(params: Record<string, string>, field?: unknown): ImagePosition {
  const value = (params['ImagePosition'] || textValue(field)).toLowerCase();
  return value === 'right' ? 'right' : 'left';
}

/** One story card: overline, title, description cut at 140, image, and a button to the story. */
export function StoryCard({ fields, position, headingLevel }: { fields: StoryBoxFields; position: ImagePosition; headingLevel: 2 | 3 }) {
  const { t } = useLingui();
  const title = textValue(fields.Title);
  if (!title) return null;
  const overline = textValue(fields.OverlineTitle);
  const description = cutText(textValue(fields.Description));
  const image = imageValue(fields.StoryImage);
  const link = linkValue(fields.PageUrl);
  const label = textValue(fields.LinkerButtonLabel) || t`Read the story`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${position === 'right' ? styles.imageRight : ''}`}>
      {image ? (
        <div className={styles.media}>
          <Image {...image} sizes={IMAGE_SIZES.halfTablet} className={styles.image} />
        </div>
      ) : null}
      <div className={styles.body}>
        {overline ? <p className={styles.overline}>{overline}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {link ? (
          <LinkButton href={link.href} target={link.target} variant="primary" className={styles.button} aria-label={`${label}: ${title}`}>
            {label}
          </LinkButton>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Story box: one story teaser with the image left or right (`params.ImagePosition` or the
 * ImagePosition field). Without a title an empty shell.
 */
export function StoryBoxBlock({ fields, params }: BlockProps<StoryBoxFields>) {
  if (!textValue(fields.Title)) return <section className={styles.storyBox} aria-hidden="true" />;
  return (
    <section className={styles.storyBox}>
      <StoryCard fields={fields} position={imagePositionOf(params, fields.ImagePosition)} headingLevel={2} />
    </section>
  );
}
