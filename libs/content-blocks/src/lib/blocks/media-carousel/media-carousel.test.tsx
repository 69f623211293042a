import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { MediaCarouselBlock } from './media-carousel';

const rendering = { componentName: 'MediaCarousel' };

describe('MediaCarouselBlock', () => {
  it('renders images and videos with captions, skipping empty items', () => {
    const { container } = renderWithSite(
      <MediaCarouselBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'On site' },
          Items: [
            {
              id: '1',
              fields: {
                Image: { value: { src: '/-/media/a.svg', alt: 'Roof welding', width: '1200', height: '675' } },
                Caption: { value: 'Welding a roof membrane' },
              },
            },
            { id: '2', fields: { Video: { value: { src: '/-/media/demo.mp4' } }, Caption: { value: 'Product demo' } } },
            { id: '3', fields: { Caption: { value: 'Nothing to show' } } },
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Roof welding' })).toBeInTheDocument();
    expect(screen.getByText('Welding a roof membrane').tagName).toBe('FIGCAPTION');
    expect(container.querySelector('video source')).toHaveAttribute('src', '/-/media/demo.mp4');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.queryByText('Nothing to show')).toBeNull();
  });

  it('renders an empty shell without media', () => {
    const { container } = renderWithSite(
      <MediaCarouselBlock rendering={rendering} params={{}} fields={{ Items: [{ id: '1', fields: {} }] }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
