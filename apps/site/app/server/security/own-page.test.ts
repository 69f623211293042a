import { describe, expect, it } from 'vitest';
import { OWN_PAGE_HEADER, OWN_PAGE_HEADER_VALUE } from '@mbw/util';
import { isFromOwnPage, ownPageRule } from './own-page';

const request = (headers: Record<string, string>) => ({ method: 'GET', header: (name: string) => headers[name.toLowerCase()] ?? null });
const OWN = ['www.technologies.kestrel.example', 'localhost:3100'];

describe('ownPageRule (issue 23: GETs that change state or hand out a credential)', () => {
  it('puts every account call, whatever its spelling, and the Multipass endpoints under the fetch rule', () => {
    for (const path of [
      '/api/FavouriteContact/deleteFavouriteContact',
      '/api/favouritecontact/DELETEFAVOURITECONTACT',
      '/api/Devices/deleteDevice',
      '/api/Devices/updateInventoryNo',
      '/api/Profile/getProfile',
      '/api/shopify/multipass',
      '/api/shopify/multipass-token',
      '/API/shopify/multipass-token/',
      '/api/something-added-later',
    ]) {
      expect(ownPageRule(path), path).toBe('fetch');
    }
  });

  it('leaves public site APIs, the Storefront proxy (POST only), pages and sign-in open', () => {
    for (const path of [
      '/api/menu/products',
      '/api/LanguageSelector/regions',
      '/api/MasterProducts/getDownloadsExtended',
      '/api/2025-01/graphql.json',
      '/login',
      '/auth/callback',
      '/en/',
      '/-/media/downloads/x.pdf',
    ]) {
      expect(ownPageRule(path), path).toBeNull();
    }
  });

  it('puts /logout under the navigation rule', () => {
    expect(ownPageRule('/logout')).toBe('navigation');
    expect(ownPageRule('/LOGOUT/')).toBe('navigation');
    expect(ownPageRule('/protected/shopify')).toBe('navigation');
  });
});

describe('isFromOwnPage', () => {
  it('fetch rule: only same-origin by Fetch Metadata, or the own-page header without it', () => {
    expect(isFromOwnPage(request({ 'sec-fetch-site': 'same-origin' }), 'fetch', OWN)).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(isFromOwnPage(request({ 'sec-fetch-site': site }), 'fetch', OWN), site).toBe(false);
    // A browser that sends Fetch Metadata cannot be talked out of it by the header.
    expect(isFromOwnPage(request({ 'sec-fetch-site': 'cross-site', [OWN_PAGE_HEADER]: OWN_PAGE_HEADER_VALUE }), 'fetch', OWN)).toBe(false);
    expect(isFromOwnPage(request({ [OWN_PAGE_HEADER]: OWN_PAGE_HEADER_VALUE }), 'fetch', OWN)).toBe(true);
    expect(isFromOwnPage(request({ [OWN_PAGE_HEADER]: 'XMLHttpRequest' }), 'fetch', OWN)).toBe(false);
    expect(isFromOwnPage(request({}), 'fetch', OWN)).toBe(false);
    expect(isFromOwnPage(request({ referer: 'http://localhost:3100/en/' }), 'fetch', OWN)).toBe(false);
  });

  it('navigation rule: also typed or bookmarked (none), and a Referer of ours without Fetch Metadata', () => {
    expect(isFromOwnPage(request({ 'sec-fetch-site': 'same-origin' }), 'navigation', OWN)).toBe(true);
    expect(isFromOwnPage(request({ 'sec-fetch-site': 'none' }), 'navigation', OWN)).toBe(true);
    expect(isFromOwnPage(request({ 'sec-fetch-site': 'cross-site' }), 'navigation', OWN)).toBe(false);
    expect(isFromOwnPage(request({ referer: 'http://localhost:3100/en/account' }), 'navigation', OWN)).toBe(true);
    expect(isFromOwnPage(request({ referer: 'https://evil.example/' }), 'navigation', OWN)).toBe(false);
    expect(isFromOwnPage(request({ referer: 'not a url' }), 'navigation', OWN)).toBe(false);
    expect(isFromOwnPage(request({}), 'navigation', OWN)).toBe(false);
  });
});
