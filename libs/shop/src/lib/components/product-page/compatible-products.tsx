import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, Carousel, Image } from '@mbw/ui';
import type { ProductCardView } from '../../rules/product-view';
import { IMAGE_SIZES } from './image-sizes';
import styles from './compatible-products.module.css';
import sections from './product-sections.module.css';

/** Spec product §2, §9: 3 per view on desktop, 2 on tablets, 1 on phones. */
export const COMPATIBLE_PER_VIEW = { mobile: 1, tablet: 2, desktop: 3 } as const;

/** Compatible products: a carousel of cards; the description is already cut at 120 characters. */
export function CompatibleProducts({ products }: { products: ProductCardView[] }) {
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
    <section className={sections.section} data-print="hide">
      <h2 className={sections.title}>
        <Trans>Compatible products</Trans>
      </h2>
      <Carousel label={t`Compatible products`} slides={slides} perView={COMPATIBLE_PER_VIEW} />
    </section>
  );
}
