import { Suspense } from 'react';
import { lazyWithPreload } from '@mbw/ui';
import type { ProductPageProps } from './product-page';
import { ProductPageBlank } from './product-page-states';

const LoadedProductPage = lazyWithPreload(() => import('./product-page').then((module) => module.ProductPageContent));

/**
 * Loads the product page's code (its own chunk: the tooltips' react-aria and the carousel's Embla
 * stay out of every other page's first load). The product route's loader awaits it on the server,
 * so the server render never suspends and the HTML is complete.
 */
export const preloadProductPage = LoadedProductPage.preload;

/**
 * The product page (spec product §2). While hydrating, its server HTML stays until the code is
 * there; on a client-side move to a product the blank full-height area shows meanwhile.
 */
export function ProductPage(props: ProductPageProps) {
  return (
    <Suspense fallback={<ProductPageBlank />}>
      <LoadedProductPage {...props} />
    </Suspense>
  );
}
