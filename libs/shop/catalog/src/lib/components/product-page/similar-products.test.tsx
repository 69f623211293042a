import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import type { ProductCardView } from '../../rules/product-view';
import { PRODUCT_CAROUSEL_PER_VIEW } from './product-card-carousel';
import { SimilarProducts } from './similar-products';

const card = (id: number, name: string): ProductCardView => ({
  id,
  name,
  category: 'Hot-air tools',
  brandName: 'Kestrel Technologies',
  imageUrl: `/-/media/${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
  description: 'A hand-held hot-air tool for welding, shrinking and drying.',
  href: `/en/product/${name.replace(/\s+/g, '-')}`,
});

describe('SimilarProducts (spec product §2)', () => {
  it('renders nothing without similar products', () => {
    const { container } = renderWithSite(<SimilarProducts products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a carousel of 3 / 2 / 1 cards linking to the product pages', () => {
    expect(PRODUCT_CAROUSEL_PER_VIEW).toEqual({ mobile: 1, tablet: 2, desktop: 3 });
    renderWithSite(
      <SimilarProducts products={[card(1, 'AEROTHERM DUO'), card(2, 'CALORA S3'), card(3, 'THERMIQ AT'), card(4, 'VENTRA ST')]} />,
    );
    const section = screen.getByRole('heading', { level: 2, name: 'Similar products' }).closest('section')!;
    // The carousel is the region (the section itself is not a second landmark of the same name).
    expect(within(section).getByRole('region', { name: 'Similar products' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'CALORA S3' })).toHaveAttribute('href', '/en/product/CALORA-S3');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(section).toHaveTextContent('A hand-held hot-air tool for welding, shrinking and drying.');
  });
});
