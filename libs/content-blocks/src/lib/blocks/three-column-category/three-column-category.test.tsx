import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { ThreeColumnCategoryBlock } from './three-column-category';

const rendering = { componentName: 'ThreeColumnCategory' };
const card = (id: string, title: string, href = `/products/${id}`) => ({
  id,
  fields: {
    Title: { value: title },
    Link: { value: { href } },
    Image: { value: { src: `/-/media/${id}.svg`, alt: `${title} image`, width: '600', height: '400' } },
  },
});

describe('ThreeColumnCategoryBlock', () => {
  it('renders at most three linked category cards with h3 titles', () => {
    renderWithSite(
      <ThreeColumnCategoryBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Our products' },
          Categories: [card('a', 'Hot air'), card('b', 'Extrusion'), card('c', 'Machines'), card('d', 'Extra')],
        }}
      />,
      { site: { language: 'de' } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our products' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Hot air' })).toHaveAttribute('href', '/de/products/a');
    expect(screen.getByRole('img', { name: 'Extrusion image' })).toBeInTheDocument();
    expect(screen.queryByText('Extra')).toBeNull();
  });

  it('skips cards without a link and renders an empty shell when none is left', () => {
    const { container } = renderWithSite(
      <ThreeColumnCategoryBlock rendering={rendering} params={{}} fields={{ Categories: [card('a', 'Hot air', '')] }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
