import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CONSENT_HEAD_SCRIPT,
  CookieConsentBanner,
  CookieConsentProvider,
  CookieSettingsButton,
  useCookieConsent,
} from './cookie-consent';

function clearCookies() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  document.documentElement.removeAttribute('data-cookie-consent');
  vi.restoreAllMocks();
});

describe('useCookieConsent', () => {
  it("throws the spec's message outside its provider", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCookieConsent())).toThrow('useCookieConsent must be used within a CookieConsentProvider');
  });
});

describe('COOKIE_CONSENT_HEAD_SCRIPT', () => {
  const run = () => new Function(COOKIE_CONSENT_HEAD_SCRIPT)();

  it.each([
    ['cookieConsent=necessary', true],
    ['a=1; cookieConsent=statistics', true],
    ['cookieConsent=everything', false],
    ['xcookieConsent=necessary', false],
    ['', false],
  ])('document.cookie %j → banner hidden: %s', (cookies, hidden) => {
    for (const cookie of cookies.split('; ').filter(Boolean)) document.cookie = `${cookie}; path=/`;
    run();
    expect(document.documentElement.hasAttribute('data-cookie-consent')).toBe(hidden);
  });
});

describe('CookieConsentBanner', () => {
  it('is a form that works without scripts and, with them, stores the choice in place', async () => {
    renderWithSite(
      <CookieConsentProvider>
        <CookieConsentBanner shop />
      </CookieConsentProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Cookie settings' });
    const form = banner.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cookie-consent');
    expect(screen.getByRole('button', { name: 'Only necessary cookies' })).toHaveAttribute('value', 'necessary');
    await userEvent.click(screen.getByRole('button', { name: 'Allow statistics' }));
    expect(document.cookie).toContain('cookieConsent=statistics');
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).toBeNull();
  });

  it.each([
    [true, /wishlist and cart/],
    [false, /country and wishlist\./],
  ])('shop brand %s: names the cart only where there is a shop', (shop, text) => {
    renderWithSite(
      <CookieConsentProvider>
        <CookieConsentBanner shop={shop} />
      </CookieConsentProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Cookie settings' });
    expect(banner).toHaveTextContent(text);
    if (!shop) expect(banner).not.toHaveTextContent(/cart/i);
  });

  it('is not rendered once the visitor has chosen', () => {
    document.cookie = 'cookieConsent=necessary; path=/';
    renderWithSite(
      <CookieConsentProvider>
        <CookieConsentBanner shop />
      </CookieConsentProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).toBeNull();
  });
});

describe('CookieSettingsButton', () => {
  it('opens the banner again for a visitor who chose, so statistics can be withdrawn; the focus goes in and comes back', async () => {
    document.cookie = 'cookieConsent=statistics; path=/';
    document.documentElement.setAttribute('data-cookie-consent', '');
    renderWithSite(
      <CookieConsentProvider>
        <CookieSettingsButton />
        <CookieConsentBanner shop={false} />
      </CookieConsentProvider>,
    );
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).toBeNull();
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    const banner = screen.getByRole('region', { name: 'Cookie settings' });
    // Shown although <html> says the visitor has chosen (the head script's mark).
    expect(banner).toHaveAttribute('data-reopened', 'true');
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Only necessary cookies' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.cookie).toContain('cookieConsent=necessary');
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).toBeNull();
    expect(settings).toHaveFocus();
  });

  it('is not there before the visitor has chosen (the banner is on screen then)', () => {
    renderWithSite(
      <CookieConsentProvider>
        <CookieSettingsButton />
      </CookieConsentProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
