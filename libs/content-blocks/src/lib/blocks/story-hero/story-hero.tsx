import { imageValue, textValue } from '@mbw/api-clients';
import { Image, useSite } from '@mbw/ui';
import { EVENT_TIME_ZONE, toIntlLocale } from '@mbw/util';
import type { BlockProps } from '../../placeholder/component-map';
import { IMAGE_SIZES } from '../../rules/carousel-per-view';
import { parseContentDate } from '../../rules/event-dates';
import styles from './story-hero.module.css';

export interface StoryHeroFields {
  Title?: unknown;
  Overline?: unknown;
  /** Story date (a date field). */
  Date?: unknown;
  /** Category tag. */
  Category?: unknown;
  Image?: unknown;
}

/**
 * The hero body shared by the story hero and the universal hero. Dates are formatted in the
 * content's time zone (Amsterdam), so server and browser render the same day.
 */
export function StoryHeroContent({ fields, text }: { fields: StoryHeroFields; text?: string }) {
  const { language } = useSite();
  const title = textValue(fields.Title);
  if (!title) return <section className={styles.hero} aria-hidden="true" />;
  const overline = textValue(fields.Overline);
  const category = textValue(fields.Category);
  const date = parseContentDate(textValue(fields.Date));
  const image = imageValue(fields.Image);
  const dateText = date
    ? new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: 'long', timeZone: EVENT_TIME_ZONE }).format(date)
    : '';
  return (
    <section className={image ? `${styles.hero} ${styles.withImage}` : styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {overline ? <p className={styles.overline}>{overline}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {text ? <p className={styles.text}>{text}</p> : null}
          {date || category ? (
            <p className={styles.meta}>
              {date ? <time dateTime={date.toISOString()}>{dateText}</time> : null}
              {category ? <span className={styles.category}>{category}</span> : null}
            </p>
          ) : null}
        </div>
        {image ? (
          <div className={styles.media}>
            <Image {...image} priority sizes={IMAGE_SIZES.half} className={styles.image} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Story hero: the story page's <h1> with overline, date, category tag and the lead image. */
export function StoryHeroBlock({ fields }: BlockProps<StoryHeroFields>) {
  return <StoryHeroContent fields={fields} />;
}
