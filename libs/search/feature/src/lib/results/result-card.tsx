import type { Result } from '@coveo/headless/ssr';
import { fieldText, resultUrl } from '@mbw/search-data-access';
import { Image } from '@mbw/ui';
import { CARD_IMAGE_SIZES } from '../search-page/layout';
import { useCardCompare } from './card-compare-slot';
import styles from './results.module.css';

/**
 * A result as a card (spec discovery §3): picture, linked title, article number and kind; in the
 * listers and the product carousel a product's compare checkbox (card-compare-slot.tsx).
 */
export function ResultCard({
  result,
  headingLevel = 2,
  as = 'li',
  priority = false,
}: {
  result: Result;
  headingLevel?: 2 | 3;
  as?: 'li' | 'article';
  /** The picture loads at once (the first card, in a phone's first screen). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const Card = as;
  const raw = result.raw as Record<string, unknown>;
  const picture = fieldText(raw['mainpicture320']) ?? fieldText(raw['imgsrc']);
  const article = fieldText(raw['variantarticlenumber']);
  const kind = fieldText(raw['pimclassificationtranslated']) ?? fieldText(raw['category']);
  const renderCompare = useCardCompare();
  const productId = Number(fieldText(raw['pimproductid']) ?? '');
  const compareCategory = fieldText(raw['categoryen']);
  return (
    <Card className={styles.card}>
      {picture?.startsWith('/') ? (
        <Image
          src={picture}
          alt=""
          width={320}
          height={240}
          widths={[320]}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className={styles.cardImage}
        />
      ) : (
        <span className={styles.cardImage} aria-hidden="true" />
      )}
      <Heading className={styles.cardTitle}>
        <a href={resultUrl(raw, result.clickUri)}>{result.title}</a>
      </Heading>
      {article ? <p className={styles.cardMeta}>{article}</p> : null}
      {kind ? <p className={styles.cardMeta}>{kind}</p> : null}
      {renderCompare && compareCategory && Number.isSafeInteger(productId) && productId > 0
        ? renderCompare({ id: productId, category: compareCategory, name: result.title })
        : null}
    </Card>
  );
}
