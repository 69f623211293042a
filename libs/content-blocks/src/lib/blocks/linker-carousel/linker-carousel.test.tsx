import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { LinkerCarouselBlock } from './linker-carousel';

const rendering = { componentName: 'LinkerCarousel' };
const item = (id: string, title: string) => ({
  id,
  fields: {
    Title: { value: title },
    Description: { value: 'A long description '.repeat(12) },
    Image: { value: { src: `/-/media/${id}.svg`, alt: title, width: '600', height: '400' } },
    Link: { value: { href: `/solutions/${id}` } },
  },
});

describe('LinkerCarouselBlock', () => {
  it('renders a carousel of cards with cut descriptions and per-view settings', () => {
    const { container } = renderWithSite(
      <LinkerCarouselBlock
        rendering={rendering}
        params={{ Reduced: '1' }}
        fields={{
          Title: { value: 'Solutions' },
          Items: [item('roofing', 'Roofing'), item('flooring', 'Flooring'), { id: 'x', fields: { Title: { value: 'No link' } } }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Solutions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Solutions' })).toHaveStyle({
      '--per-view-desktop': '2',
      '--per-view-tablet': '2',
      '--per-view-mobile': '1',
    });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Learn more: Roofing' })).toHaveAttribute('href', '/en/solutions/roofing');
    for (const paragraph of container.querySelectorAll('p')) expect(paragraph.textContent!.length).toBeLessThanOrEqual(140);
  });

  it('renders an empty shell without usable items', () => {
    const { container } = renderWithSite(<LinkerCarouselBlock rendering={rendering} params={{}} fields={{ Items: [] }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
