import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Carousel } from '@mbw/ui';
import { ResultCard } from '../results/result-card';
import type { ListerData } from '../server/lister-load';
import styles from './lister.module.css';

/**
 * The `ProductCarousel` block (spec discovery §2 "Product carousel", §9: 15 products by default):
 * the family's products as cards in a carousel, fetched on the server like a lister's first page.
 * The compare checkbox per card comes from the compare feature (card-compare-slot.tsx).
 * Decision: a carousel whose search failed or found nothing shows nothing (it is a teaser; the
 * server logs the failure).
 */
export function ProductCarousel({ data, title }: { data: ListerData | undefined; title: string | undefined }) {
  const { t } = useLingui();
  const headingId = useId();
  if (data?.status !== 'results') return null;
  const results = data.staticState.controllers.results.state.results;
  if (results.length === 0) return null;
  const heading = title || t`Products`;
  return (
    <div className={styles.carousel}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <Carousel
        label={heading}
        perView={{ mobile: 1, tablet: 2, desktop: 4 }}
        slides={results.map((result) => (
          <ResultCard key={result.uniqueId} result={result} headingLevel={3} as="article" />
        ))}
      />
    </div>
  );
}
