import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactColumns, ContactOneColumn, twoColumnOnly } from './contact-columns';

const Wishlist = twoColumnOnly(() => <p>Products from your wishlist</p>, 'no longer supported');

describe('twoColumnOnly (spec discovery §2: the one-column page logs that a wishlist is no longer supported)', () => {
  it('leaves the block out of a one-column page and says why in the console, once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(<ContactOneColumn main={<Wishlist />} />);
    rerender(<ContactOneColumn main={<Wishlist />} />);
    expect(screen.queryByText('Products from your wishlist')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('no longer supported');
  });

  it('renders the block in the two-column layout without a word', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ContactColumns main={<Wishlist />} aside={null} />);
    expect(screen.getByText('Products from your wishlist')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});
