import type { ProductPageView } from './product-view';

/**
 * schema.org Product for the page's JSON-LD: name, sku, mpn (the article number), brand, image,
 * description, url. No `offers`: they belong only where the shop shows prices, and prices arrive
 * with the storefront issue.
 */
export function productJsonLd(view: ProductPageView, options: { origin: string }): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, options.origin).toString();
  const images = view.gallery.filter((item) => item.kind === 'image').map((item) => absolute(item.src));
  const description = view.metaDescription || view.description.intro;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: view.variant?.articleName || view.name,
    ...(view.variant ? { sku: view.variant.sku, mpn: view.variant.articleNumber, productID: view.variant.articleNumber } : {}),
    ...(view.brandName ? { brand: { '@type': 'Brand', name: view.brandName } } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(view.category ? { category: view.category } : {}),
    url: absolute(view.path),
  };
}
