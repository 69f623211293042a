import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '../../rules/product-gallery';
import { ProductGallery } from './product-gallery';

const items: GalleryItem[] = [1, 2, 3].map((n) => ({
  kind: 'image',
  src: `/-/media/calora-${n}.svg`,
  thumbnail: `/-/media/calora-${n}.svg`,
  alt: `CALORA S3 view ${n}`,
}));

describe('ProductGallery lightbox', () => {
  it('opens from the main image by keyboard, wraps, zooms in 25 % steps and returns focus on Escape', async () => {
    const user = userEvent.setup();
    renderWithSite(<ProductGallery items={items} productName="CALORA S3" />);
    const enlarge = screen.getByRole('button', {
      name: 'Enlarge image: CALORA S3 view 1',
    });
    enlarge.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Images of CALORA S3',
    });
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Image 1 of 3, zoom 100%');
    expect(within(dialog).getByText(/left and right arrow keys/)).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(status).toHaveTextContent('Image 3 of 3, zoom 100%');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(status).toHaveTextContent('Image 1 of 3, zoom 100%');

    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(status).toHaveTextContent('Image 1 of 3, zoom 125%');
    fireEvent.keyDown(document, { key: '+' });
    expect(status).toHaveTextContent('zoom 150%');
    expect(within(dialog).getByText(/Drag or use the arrow keys/)).toBeInTheDocument();
    // Zoomed: the arrow keys pan, the media stays.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(status).toHaveTextContent('Image 1 of 3, zoom 150%');
    fireEvent.keyDown(document, { key: '0' });
    expect(status).toHaveTextContent('zoom 100%');

    // A media change resets the zoom.
    fireEvent.keyDown(document, { key: '+' });
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(status).toHaveTextContent('Image 2 of 3, zoom 100%');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gallery shows the media the lightbox showed last.
    expect(
      screen.getByRole('button', {
        name: 'Show image 2 of 3: CALORA S3 view 2',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
