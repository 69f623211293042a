// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountCallError } from '@mbw/account-data-access';
import { renderWithSite } from '@mbw/ui/testing';
import { readCookieWishlist } from '../rules/wishlist-cookie';
import { WishlistProvider } from '../state/wishlist-context';
import { ListNameDialog } from './list-name-dialog';
import { WishlistButton } from './wishlist-button';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('wishlist='))
    ?.slice('wishlist='.length);

afterEach(() => {
  document.cookie = 'wishlist=; max-age=0; path=/';
});

describe('the hero wishlist button (spec shop §4)', () => {
  it('is disabled until a variant is selected', () => {
    renderWithSite(<WishlistButton variantId={null} productName="CALORA S3" />);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeDisabled();
  });

  it('keeps an anonymous visitor’s variant in the cookie, and takes it out again', async () => {
    renderWithSite(
      <WishlistProvider value={{ signedIn: false, language: 'en' }}>
        <WishlistButton variantId="100001" productName="CALORA S3" />
      </WishlistProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('button', { name: 'In your wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Added to your wishlist.');
    expect(readCookieWishlist(cookieValue()).list.items.map((item) => item.VariantId)).toEqual(['100001']);
    fireEvent.click(screen.getByRole('button', { name: 'In your wishlist' }));
    await waitFor(() => expect(cookieValue()).toBeUndefined());
    expect(screen.getByRole('status')).toHaveTextContent('Removed from your wishlist.');
  });
});

describe('the create / rename overlay (spec shop §4, §8)', () => {
  it('stays open with the duplicate message on 409, shows the general error otherwise, closes on success', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi
      .fn<(name: string) => Promise<void>>()
      .mockRejectedValueOnce(new AccountCallError('POST', '/api/Wishlist/addWishlist', 409, { message: 'taken' }))
      .mockRejectedValueOnce(new AccountCallError('POST', '/api/Wishlist/addWishlist', 500, undefined))
      .mockResolvedValueOnce(undefined);
    renderWithSite(<ListNameDialog mode="create" onSubmit={onSubmit} onClose={onClose} />);
    const field = screen.getByRole('textbox', { name: /Name of the wishlist/ });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Please enter a name.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field, 'Workshop{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A wishlist with this name already exists. Please choose another name.');
    expect(screen.getByRole('dialog', { name: 'Create new wishlist' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenLastCalledWith('Workshop');
  });
});
