import { AppLink, Carousel, Image, pageSectionClassNames as pageSection } from '@mbw/ui';
import type { ProductCardView } from '../../rules/product-view';
import styles from './compatible-products.module.css';
import { IMAGE_SIZES } from './image-sizes';

/** Spec product §2, §9: product carousels show 3 per view on desktop, 2 on tablets, 1 on phones. */
export const PRODUCT_CAROUSEL_PER_VIEW = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * A section with a carousel of product cards (image, category, name linking to the product's page,
 * the description already cut at 120 characters): the compatible and the similar products.
 * Nothing without products.
 */
export function ProductCardCarousel({ heading, products, testId }: { heading: string; products: ProductCardView[]; testId?: string }) {
  if (products.length === 0) return null;
  const slides = products.map((product) => (
    <article key={product.id} className={styles.card}>
      {product.imageUrl ? (
        <Image src={product.imageUrl} alt="" width={320} height={213} sizes={IMAGE_SIZES.carousel} className={styles.image} />
      ) : null}
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
    <section className={pageSection.section} data-print="hide" data-testid={testId}>
      <h2 className={pageSection.title}>{heading}</h2>
      <Carousel label={heading} slides={slides} perView={PRODUCT_CAROUSEL_PER_VIEW} />
    </section>
  );
}
