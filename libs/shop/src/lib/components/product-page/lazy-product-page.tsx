import { Suspense, use, type ComponentType } from 'react';
import type { ProductPageProps } from './product-page';
import './product-page-styles';
import { ProductPageBlank } from './product-page-states';

let loaded: ComponentType<ProductPageProps> | null = null;
let pending: Promise<void> | null = null;

/**
 * Loads the product page's code (its own chunk: the tooltips' react-aria and the carousel's Embla
 * stay out of every other page's first load). The product route's loader awaits it on the server,
 * so the server render never suspends and the HTML is complete; the route module starts it in the
 * browser as soon as it loads.
 */
export function preloadProductPage(): Promise<void> {
  pending ??= import('./product-page').then((module) => {
    loaded = module.ProductPageContent;
  });
  return pending;
}

function LoadedProductPage(props: ProductPageProps) {
  if (!loaded) use(preloadProductPage());
  const Content = loaded as unknown as ComponentType<ProductPageProps>;
  return <Content {...props} />;
}

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
