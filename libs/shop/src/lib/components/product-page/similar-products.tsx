import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, Carousel, Image } from '@mbw/ui';
import type { ProductCardView } from '../../rules/product-view';
import styles from './compatible-products.module.css';
import { IMAGE_SIZES } from './image-sizes';
import sections from './product-sections.module.css';

/** Spec product §2: 3 per view on large screens, 2 on medium, 1 on small. */
export const SIMILAR_PRODUCTS_PER_VIEW = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * Similar products (spec product §2, §3 "Similar product"): a carousel of cards (image, name,
 * description cut at 120 characters) linking to the product's page; the same cards as the
 * compatible products. Nothing when the master lists none.
 */
export function SimilarProducts({ products }: { products: ProductCardView[] }) {
  const { t } = useLingui();
  if (products.length === 0) return null;
  const slides = products.map((product) => (
    <article key={product.id} className={styles.card}>
      {product.imageUrl ? <Image src={product.imageUrl} alt="" width={320} height={213} sizes={IMAGE_SIZES.carousel} className={styles.image} /> : null}
      <div className={styles.body}>
        {product.category ? <p className={styles.category}>{product.category}</p> : null}
        <h3 className={styles.name}>
          <AppLink href={product.href} className={styles.link}>
            {product.name}
          </AppLink>
        </h3>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
      </div>
    </article>
  ));
  return (
    <section className={sections.section} data-print="hide" data-testid="similar-products">
      <h2 className={sections.title}>
        <Trans>Similar products</Trans>
      </h2>
      <Carousel label={t`Similar products`} slides={slides} perView={SIMILAR_PRODUCTS_PER_VIEW} />
    </section>
  );
}
