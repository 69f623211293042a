import type { CompareProductView } from './compare-model';

/** A compared product for the page's tests. */
export function product(id: number, overrides: Partial<CompareProductView> = {}): CompareProductView {
  return {
    id,
    name: `Gun ${id}`,
    articleNumber: `100.00${id}`,
    picture: '',
    href: `/en/product/gun-${id}`,
    brandName: 'Kestrel',
    description: '',
    usps: [],
    applications: [],
    specs: { metric: [], imperial: [] },
    ...overrides,
  };
}
