import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderStatusProvider, type HeaderStatus } from './header-status';
import { isCurrentSection, visibleMenuItems, type HeaderFields } from './menu-types';
import { SiteHeader } from './site-header';

const fields: HeaderFields = {
  MenuItems: [
    {
      Name: 'Products',
      LinkedItem: { url: '/products' },
      FlyoutDesignType: 'ProductList',
      Endpoint: '/api/menu/products?site=x&sc_lang=en',
    },
    {
      Name: 'Company',
      LinkedItem: { url: '/company' },
      FlyoutDesignType: 'OneSection',
      Level3Items: [{ Name: 'Company', Level3Items: [{ Name: 'History', LinkedItem: { url: '/company/history' } }] }],
    },
    { Name: 'Contact', LinkedItem: { url: '/contact' } },
    { Name: '', LinkedItem: { url: '/broken' } },
  ],
  TopInfoLinks: [{ href: '/contact', text: 'Contact' }],
};

const status: HeaderStatus = {
  siteName: 'technologies',
  signedIn: false,
  customerName: null,
  accountPath: '/my-account',
  wishlistCount: 0,
  cartQuantity: null,
  countryCode: 'CH',
};

function renderHeader(overrides: Partial<HeaderStatus> = {}, site = { language: 'de-CH', itemPath: '/company/history' }) {
  return renderWithSite(
    <HeaderStatusProvider value={{ ...status, ...overrides }}>
      <SiteHeader fields={fields} />
    </HeaderStatusProvider>,
    { site },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SiteHeader', () => {
  it('links the logo home; tabs with flyouts are buttons, the others links, in the page language', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Kestrel Test home page' })).toHaveAttribute('href', '/de-CH/');
    const main = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(main).getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(main).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/de-CH/contact');
    expect(within(main).queryByRole('link', { name: '' })).toBeNull();
  });

  it('opens a flyout, closes it when chosen again, and with Escape (focus back on the tab)', async () => {
    const user = userEvent.setup();
    renderHeader();
    const main = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const company = within(main).getByRole('button', { name: 'Company' });
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(within(main).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/de-CH/company/history');
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'false');
    await user.click(company);
    await user.keyboard('{Escape}');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveFocus();
  });

  it("loads the product list when its flyout opens, and says 'Something went wrong' when that fails", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => new Response('{}', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHeader();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Products' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ SubItems: [{ Name: 'Heat guns', NameEn: 'Heat guns', ImageUrl: null }] })),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Heat guns' })).toHaveAttribute('href', '/de-CH/Heat-guns');
  });

  it('shows the wishlist count (9+ above 9), the cart only with the shop, and sign-in for anonymous visitors', () => {
    renderHeader({ wishlistCount: 12, cartQuantity: 3 });
    expect(screen.getByRole('link', { name: 'Wishlist, 12 items' })).toHaveTextContent('9+');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?return_to=%2Fde-CH%2Fcompany%2Fhistory');
  });

  it('has no cart on brands without the shop, and links signed-in users to their account', () => {
    renderHeader({ signedIn: true, customerName: 'Keller' });
    expect(screen.queryByRole('button', { name: /Cart/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/de-CH/my-account');
    // Greeted by last name, with the way out.
    expect(screen.getByText('Hello, Keller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('toggles the search bar, putting the caret in its box', async () => {
    const user = userEvent.setup();
    renderHeader({ searchSlot: <input type="search" aria-label="search box" /> });
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(screen.queryByRole('searchbox', { name: 'search box' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'search box' })).toHaveFocus();
    await user.click(toggle);
    expect(screen.queryByRole('searchbox', { name: 'search box' })).toBeNull();
  });

  it('tells layouts under it when it hides (html[data-header-hidden]), and clears that on unmount', () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    const { unmount } = renderHeader();
    const root = document.documentElement;
    expect(root.dataset['headerHidden']).toBe('false');
    vi.stubGlobal('scrollY', 400);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(root.dataset['headerHidden']).toBe('true');
    vi.stubGlobal('scrollY', 300);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(root.dataset['headerHidden']).toBe('false');
    unmount();
    expect(root.dataset['headerHidden']).toBeUndefined();
  });

  it('shows the country (its name once the browser is idle) and links this page in every language', async () => {
    renderHeader({ countryCode: 'DE' }, { language: 'fr', itemPath: '/news' });
    expect(await screen.findByTitle('Allemagne')).toHaveTextContent('DE');
    const languages = screen.getAllByRole('navigation', { name: 'Language' })[0]!;
    expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/news');
  });
});

describe('menu rules', () => {
  it('skips items without a name or link', () => {
    expect(visibleMenuItems(fields.MenuItems).map((item) => item.Name)).toEqual(['Products', 'Company', 'Contact']);
    expect(visibleMenuItems('garbage')).toEqual([]);
  });

  it('marks the section of the current page', () => {
    expect(isCurrentSection('/company', '/company/history')).toBe(true);
    expect(isCurrentSection('/company', '/companyx')).toBe(false);
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/news')).toBe(false);
  });
});
