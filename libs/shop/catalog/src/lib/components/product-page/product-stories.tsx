import { Trans, useLingui } from '@lingui/react/macro';
import { Carousel, Image, LinkButton, pageSectionClassNames as pageSection } from '@mbw/ui';
import type { StoryCardView } from '../../rules/product-stories';
import styles from './compatible-products.module.css';
import { IMAGE_SIZES } from './image-sizes';
import storyStyles from './product-stories.module.css';

/** Spec product §9 carousels: 3 per view on large screens, 2 on medium, 1 on small. */
export const STORIES_PER_VIEW = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * The stories carousel (spec product §2, §3 "Story"): cards with image, category, date, title and
 * a button (linkerButtonLabel) to the story. Nothing without stories (product-stories.ts).
 */
export function ProductStories({ stories }: { stories: StoryCardView[] }) {
  const { t } = useLingui();
  if (stories.length === 0) return null;
  const slides = stories.map((story) => {
    const date = story.dateLabel;
    const titleId = [story.id, 'title'].join('-');
    return (
      <article key={story.id} className={styles.card}>
        {story.imageUrl ? (
          <Image src={story.imageUrl} alt={story.imageAlt} width={320} height={213} sizes={IMAGE_SIZES.carousel} className={styles.image} />
        ) : null}
        <div className={`${styles.body} ${storyStyles.body}`}>
          {story.category || date ? (
            <p className={`${styles.category} ${storyStyles.meta}`}>
              {story.category ? <span>{story.category}</span> : null}
              {date && story.date ? <time dateTime={story.date}>{date}</time> : null}
            </p>
          ) : null}
          <h3 id={titleId} className={styles.name}>
            {story.title}
          </h3>
          <LinkButton href={story.href} variant="secondary" size="small" className={storyStyles.button} aria-describedby={titleId}>
            {story.buttonLabel || t`Read the story`}
          </LinkButton>
        </div>
      </article>
    );
  });
  return (
    <section className={pageSection.section} data-print="hide" data-testid="product-stories">
      <h2 className={pageSection.title}>
        <Trans>Stories</Trans>
      </h2>
      <Carousel label={t`Stories`} slides={slides} perView={STORIES_PER_VIEW} />
    </section>
  );
}
