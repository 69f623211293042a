import { useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { Carousel, Image, LinkButton } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { IMAGE_SIZES, isReducedParam, linkerCarouselPerView } from '../../rules/carousel-per-view';
import { listItems } from '../../rules/tag-fields';
import { cutText } from '../../rules/text';
import styles from './linker-carousel.module.css';

export interface LinkerCarouselFields {
  Title?: unknown;
  /** Linker items: fields Title, Description (cut at 140), Image, Link, LinkText (optional). */
  Items?: unknown;
}

/**
 * Linker carousel: cards with image, title, description cut at 140 characters and a link;
 * 3 per view on desktop (2 with the 'Reduced' param), 2 at medium width, 1 on small screens.
 * Items need a title and a link; none left → an empty shell.
 */
export function LinkerCarouselBlock({ fields, params }: BlockProps<LinkerCarouselFields>) {
  const { t } = useLingui();
  const items = listItems(fields.Items).flatMap((item) => {
    const link = linkValue(item.fields['Link']);
    return textValue(item.fields['Title']) && link ? [{ ...item, link }] : [];
  });
  if (items.length === 0) return <section className={styles.linker} aria-hidden="true" />;
  const heading = textValue(fields.Title);
  const slides = items.map(({ link, ...item }) => {
    const title = textValue(item.fields['Title']);
    const image = imageValue(item.fields['Image']);
    const description = cutText(textValue(item.fields['Description']));
    const label = textValue(item.fields['LinkText']) || link.text || t`Learn more`;
    return (
      <article key={item.id} className={styles.card}>
        {image ? <Image {...image} sizes={IMAGE_SIZES.thirds} className={styles.image} /> : null}
        <div className={styles.body}>
          {heading ? <h3 className={styles.title}>{title}</h3> : <h2 className={styles.title}>{title}</h2>}
          {description ? <p className={styles.description}>{description}</p> : null}
          <LinkButton
            href={link.href}
            target={link.target}
            variant="secondary"
            size="small"
            className={styles.button}
            aria-label={`${label}: ${title}`}
          >
            {label}
          </LinkButton>
        </div>
      </article>
    );
  });
  return (
    <section className={styles.linker}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <Carousel label={heading || t`Related pages`} slides={slides} perView={linkerCarouselPerView(isReducedParam(params))} />
    </section>
  );
}
