import { useLingui } from '@lingui/react/macro';
import type { ProductCardView } from '../../rules/product-view';
import { ProductCardCarousel } from './product-card-carousel';

/** Similar products (spec product §2, §3 "Similar product"): the same cards as the compatible products. */
export function SimilarProducts({ products }: { products: ProductCardView[] }) {
  const { t } = useLingui();
  return <ProductCardCarousel heading={t`Similar products`} products={products} testId="similar-products" />;
}
