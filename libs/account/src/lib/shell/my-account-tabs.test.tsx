// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { AccountViewerProvider, type AccountViewer } from '../viewer/account-viewer';
import { accountTabsFrom, countSuffix, currentTabId, scrollLeftShowing } from './account-tabs-model';
import { MyAccountTabs } from './my-account-tabs';

const tab = (name: string, href: string, count = 'none', inactive = true) => ({
  id: name,
  name,
  fields: {
    Title: { value: name },
    Link: { value: { href, text: name } },
    'Inactive When Not Signed In': { value: inactive },
    Count: { value: count },
  },
});
const TABS = accountTabsFrom([
  tab('My profile', '/my-account'),
  tab('My devices', '/my-account/devices', 'devices'),
  tab('Addresses', '/my-account/addresses'),
  tab('Help', '/contact', 'none', false),
]);

const signedIn: AccountViewer = { signedIn: true, lastName: 'Keller', email: 'anna.keller@example.com' };
const anonymous: AccountViewer = { signedIn: false, lastName: null, email: null };

function renderTabs(viewer: AccountViewer, itemPath = '/my-account/devices') {
  return renderWithSite(
    <AccountViewerProvider value={viewer}>
      <MyAccountTabs tabs={TABS} />
    </AccountViewerProvider>,
    { site: { itemPath } },
  );
}

function answerCount(body: string, status = 200) {
  const fetch = vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('MyAccountTabs (spec account §2, §6)', () => {
  it('greys the signed-in-only tabs for anonymous visitors: no link, not focusable, no count asked', () => {
    const fetch = answerCount('3');
    renderTabs(anonymous);
    for (const name of ['My profile', 'My devices', 'Addresses']) {
      const greyed = screen.getByRole('link', { name });
      expect(greyed).toHaveAttribute('aria-disabled', 'true');
      expect(greyed).not.toHaveAttribute('href');
      expect(greyed).not.toHaveAttribute('tabindex');
      // The native element for a link, disabled (html-validate prefer-native-element).
      expect(greyed.tagName).toBe('A');
    }
    // A tab not flagged stays a link.
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en/contact');
    expect(fetch).not.toHaveBeenCalled();
    // A link is in the strip, so the strip itself stays out of the tab order.
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
  });

  it('puts the strip in the tab order when every tab is greyed (the keyboard scrolls it on a phone)', () => {
    answerCount('3');
    renderWithSite(
      <AccountViewerProvider value={anonymous}>
        <MyAccountTabs tabs={TABS.filter((candidate) => candidate.inactiveWhenSignedOut)} />
      </AccountViewerProvider>,
      { site: { itemPath: '/my-account/devices' } },
    );
    expect(screen.getByRole('list')).toHaveAttribute('tabindex', '0');
  });

  it('links every tab for a signed-in customer, marks the current page and shows the device count in brackets', async () => {
    answerCount('3');
    renderTabs(signedIn);
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/en/my-account');
    expect(screen.getByRole('link', { name: 'My profile' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('link', { name: 'My devices (3)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
  });

  it('shows the wishlist count in brackets for anyone (anonymous visitors have the cookie list), nothing at 0 (spec account §2)', () => {
    const tabs = accountTabsFrom([tab('My profile', '/my-account'), tab('Wishlist', '/my-account/wishlist', 'wishlist', false)]);
    const { unmount } = renderWithSite(
      <AccountViewerProvider value={{ ...anonymous, wishlistCount: 4 }}>
        <MyAccountTabs tabs={tabs} />
      </AccountViewerProvider>,
    );
    expect(screen.getByRole('link', { name: 'Wishlist (4)' })).toHaveAttribute('href', '/en/my-account/wishlist');
    unmount();
    renderWithSite(
      <AccountViewerProvider value={{ ...signedIn, wishlistCount: 0 }}>
        <MyAccountTabs tabs={tabs} />
      </AccountViewerProvider>,
    );
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
  });

  it('shows no brackets while the count loads, for no devices, or when it fails', async () => {
    const fetch = answerCount('0');
    renderTabs(signedIn);
    expect(screen.getByRole('link', { name: 'My devices' })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'My devices' })).toBeInTheDocument();
  });
});

describe('account tab helpers', () => {
  it('the current tab is the longest matching link (registration belongs to My devices)', () => {
    expect(currentTabId(TABS, '/my-account/devices/register')).toBe('My devices');
    expect(currentTabId(TABS, '/my-account')).toBe('My profile');
    expect(currentTabId(TABS, '/My-Account/addresses/')).toBe('Addresses');
    expect(currentTabId(TABS, '/company')).toBeNull();
  });

  it('leaves out tabs without a link or title and reads unknown counts as none', () => {
    expect(accountTabsFrom([{ fields: { Title: { value: 'x' } } }, tab('W', '/w', 'stars')])).toEqual([
      { id: 'W', title: 'W', href: '/w', inactiveWhenSignedOut: true, count: 'none' },
    ]);
    expect(accountTabsFrom(null)).toEqual([]);
  });

  it("scrolls the strip to show the page's own tab: unchanged when in view, else the tab at the start, within the strip", () => {
    const phone = { scrollLeft: 0, width: 300, scrollWidth: 700 };
    // In view: the strip stays where it is.
    expect(scrollLeftShowing(phone, { left: 100, width: 90 })).toBe(0);
    // Cut off at the right: the tab at the strip's start (its snap point), on a whole pixel.
    expect(scrollLeftShowing(phone, { left: 330.4, width: 90 })).toBe(330);
    // The last tab: no further than the strip scrolls (700 - 300).
    expect(scrollLeftShowing(phone, { left: 640, width: 60 })).toBe(400);
    // Cut off at the left after a scroll.
    expect(scrollLeftShowing({ ...phone, scrollLeft: 200 }, { left: 20, width: 90 })).toBe(20);
    expect(scrollLeftShowing({ ...phone, scrollLeft: 400 }, { left: 300, width: 90 })).toBe(300);
    // A strip that does not scroll.
    expect(scrollLeftShowing({ scrollLeft: 0, width: 800, scrollWidth: 800 }, { left: 780, width: 90 })).toBe(0);
  });

  it('brackets only a positive count', () => {
    expect(countSuffix(3)).toBe(' (3)');
    expect(countSuffix(null)).toBe('');
    expect(countSuffix(undefined)).toBe('');
  });
});
