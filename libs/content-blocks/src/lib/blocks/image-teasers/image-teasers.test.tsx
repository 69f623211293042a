import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { ImageTeasersBlock } from './image-teasers';

const rendering = { componentName: 'ImageTeasers' };
const teaser = (id: string, title: string, image = true) => ({
  id,
  fields: {
    Title: { value: title },
    Link: { value: { href: `/stories/${id}` } },
    ...(image ? { Image: { value: { src: `/-/media/${id}.svg`, alt: `${title} photo`, width: '800', height: '500' } } } : {}),
  },
});

describe('ImageTeasersBlock', () => {
  it('renders image cards with linked h3 titles and skips cards without an image', () => {
    renderWithSite(
      <ImageTeasersBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'Stories' }, Teasers: [teaser('a', 'Bridges'), teaser('b', 'Roofs', false)] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Stories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bridges' })).toHaveAttribute('href', '/en/stories/a');
    expect(screen.getByRole('img', { name: 'Bridges photo' })).toBeInTheDocument();
    expect(screen.queryByText('Roofs')).toBeNull();
  });

  it('renders an empty shell without complete cards', () => {
    const { container } = renderWithSite(
      <ImageTeasersBlock rendering={rendering} params={{}} fields={{ Teasers: [teaser('b', 'Roofs', false)] }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
