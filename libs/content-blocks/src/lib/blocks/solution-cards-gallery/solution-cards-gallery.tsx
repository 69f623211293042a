import { useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue, type LinkFieldValue } from '@mbw/api-clients';
import { AppLink, Carousel, Image, useSite } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { listItems } from '../../rules/list-fields';
import {
  SOLUTION_GALLERY_COLUMNS,
  SOLUTION_GALLERY_IMAGE_SIZES,
  SOLUTION_GALLERY_PER_VIEW,
  fillColumns,
  galleryLayouts,
  linkFieldForBrand,
  parseGalleryVariant,
  type SolutionGalleryVariant,
} from '../../rules/solution-cards-gallery';
import styles from './solution-cards-gallery.module.css';

export interface SolutionCardsGalleryFields {
  /** Optional section heading. */
  Title?: unknown;
  /**
   * The cards: `Image`, `Title` (required: a card without one is skipped), `Text`, and one link
   * field per brand (`LinkGroup`, `LinkTechnologies`, `LinkSensor`, `LinkWeldingTools`).
   */
  Cards?: unknown;
}

interface SolutionCard {
  id: string;
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number } | null;
  link: LinkFieldValue | null;
}

const VARIANT_CLASS: Record<SolutionGalleryVariant, string | undefined> = {
  Default: styles.default,
  Overlay: styles.overlay,
  Compact: styles.compact,
  TextOnly: styles.textOnly,
};

function Card({ card, variant, headingLevel }: { card: SolutionCard; variant: SolutionGalleryVariant; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showImage = variant !== 'TextOnly' && card.image;
  return (
    <article className={card.link ? `${styles.card} ${styles.linked}` : styles.card}>
      {showImage && card.image ? (
        <Image
          {...card.image}
          sizes={variant === 'Compact' ? SOLUTION_GALLERY_IMAGE_SIZES.compact : SOLUTION_GALLERY_IMAGE_SIZES.card}
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.cardTitle}>
          {card.link ? (
            <AppLink className={styles.link} href={card.link.href} target={card.link.target}>
              {card.title}
            </AppLink>
          ) : (
            card.title
          )}
        </Heading>
        {card.text ? <p className={styles.text}>{card.text}</p> : null}
      </div>
    </article>
  );
}

/**
 * Solution cards gallery (spec discovery §2, §9). Each card links to the link field of the
 * current brand (a card without one renders unlinked). Above 960 px three columns filled
 * round-robin (card i in column i % 3, each column its own stack, so the columns end unevenly);
 * on tablets 2 cards per view and on phones 1, as a carousel when there are more cards than that.
 * Both layouts are in the server HTML and the stylesheet shows one per width, so nothing moves at
 * hydration. Four looks through `params.Variant` (see SOLUTION_GALLERY_VARIANTS).
 *
 * In the columns each column is read top to bottom (the DOM follows the columns), which is also
 * the keyboard order; the carousel keeps the editor's order.
 */
export function SolutionCardsGalleryBlock({ fields, params }: BlockProps<SolutionCardsGalleryFields>) {
  const { t } = useLingui();
  const { brand } = useSite();
  const linkField = linkFieldForBrand(brand.id);
  const cards: SolutionCard[] = listItems(fields.Cards).flatMap((item) => {
    const title = textValue(item.fields['Title']).trim();
    if (!title) return [];
    return [
      {
        id: item.id,
        title,
        text: textValue(item.fields['Text']).trim(),
        image: imageValue(item.fields['Image']),
        link: linkField ? linkValue(item.fields[linkField]) : null,
      },
    ];
  });
  const variant = parseGalleryVariant(params['Variant']);
  const variantClass = VARIANT_CLASS[variant] ?? '';
  if (cards.length === 0) return <section className={`${styles.gallery} ${variantClass}`} aria-hidden="true" />;

  const heading = textValue(fields.Title).trim();
  const headingLevel = heading ? 3 : 2;
  const layouts = galleryLayouts(cards.length);
  const columns = fillColumns(cards, SOLUTION_GALLERY_COLUMNS);
  const needsCarousel = layouts.mobile === 'carousel' || layouts.tablet === 'carousel';
  return (
    <section className={`${styles.gallery} ${variantClass}`} data-tablet={layouts.tablet} data-mobile={layouts.mobile}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <div className={styles.columns} data-layout="columns">
        {columns.map((column, index) => (
          <div key={index} className={styles.column}>
            {column.map((card) => (
              <Card key={card.id} card={card} variant={variant} headingLevel={headingLevel} />
            ))}
          </div>
        ))}
      </div>
      {needsCarousel ? (
        <div className={styles.carousel} data-layout="carousel">
          <Carousel
            label={heading || t`Solutions`}
            perView={SOLUTION_GALLERY_PER_VIEW}
            slides={cards.map((card) => (
              <Card key={card.id} card={card} variant={variant} headingLevel={headingLevel} />
            ))}
          />
        </div>
      ) : null}
    </section>
  );
}
