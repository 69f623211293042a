import { useLingui } from '@lingui/react/macro';
import type { ProductCardView } from '../../rules/product-view';
import { ProductCardCarousel } from './product-card-carousel';

/** Compatible products (spec product §2): a carousel of product cards. */
export function CompatibleProducts({ products }: { products: ProductCardView[] }) {
  const { t } = useLingui();
  return <ProductCardCarousel heading={t`Compatible products`} products={products} />;
}
