import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MediaGalleryBlock } from './media-gallery';


// jsdom lacks the browser APIs Embla uses; a stand-in that never matches and never observes.
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  class Observer {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
});

const rendering = { componentName: 'MediaGallery' };
const image = (name: string) => ({ value: { src: `/-/media/${name}.svg`, alt: name, width: '800', height: '600' } });

describe('MediaGalleryBlock', () => {
  it('renders a gallery carousel with 3 per view on desktop and 1 below', () => {
    renderWithSite(
      <MediaGalleryBlock
        rendering={rendering}
        params={{}}
        fields={{ Items: [{ id: '1', fields: { Image: image('Plant'), Caption: { value: 'Our plant' } } }, { id: '2', fields: { Image: image('Lab') } }, { id: '3', fields: {} }] }}
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
