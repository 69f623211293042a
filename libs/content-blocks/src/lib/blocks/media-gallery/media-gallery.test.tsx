import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { MediaGalleryBlock } from './media-gallery';

const rendering = { componentName: 'MediaGallery' };
const image = (name: string) => ({ value: { src: `/-/media/${name}.svg`, alt: name, width: '800', height: '600' } });

describe('MediaGalleryBlock', () => {
  it('renders a gallery carousel with 3 per view on desktop and 1 below', () => {
    renderWithSite(
      <MediaGalleryBlock
        rendering={rendering}
        params={{}}
        fields={{
          Items: [
            { id: '1', fields: { Image: image('Plant'), Caption: { value: 'Our plant' } } },
            { id: '2', fields: { Image: image('Lab') } },
            { id: '3', fields: {} },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Image gallery' });
    expect(region).toHaveStyle({ '--per-view-desktop': '3', '--per-view-tablet': '1', '--per-view-mobile': '1' });
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('Our plant')).toBeInTheDocument();
  });

  it('renders an empty shell without images', () => {
    const { container } = renderWithSite(<MediaGalleryBlock rendering={rendering} params={{}} fields={{}} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
