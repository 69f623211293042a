/** The hidden field that takes the product a contact link is about (`?product=` and `?articleNumber=`). */
export const PRODUCT_FIELD = 'product';

/**
 * What a product's quote or expert link hands to the form (spec product §3 quote data: name and
 * article number): "CALORA S3 (142.270)", or '' when the page was not opened from a product. Plain
 * text, bounded; the builder stores it as the visitor's other answers.
 */
export function productFromSearch(search: string): string {
  const params = new URLSearchParams(search);
  const name = (params.get('product') ?? '').replace(/\s+/g, ' ').trim().slice(0, 150);
  if (!name) return '';
  const article = (params.get('articleNumber') ?? '').trim();
  return /^[0-9A-Za-z.-]{1,20}$/.test(article) ? `${name} (${article})` : name;
}
