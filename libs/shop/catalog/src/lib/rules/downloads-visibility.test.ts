import { ANONYMOUS_VIEWER, type Viewer } from '@mbw/account-data-access';
import type { DownloadItem, DownloadList, DownloadsExtended } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_DOWNLOADS_VIEWER,
  DOWNLOADS_FILTER_ALL,
  downloadsAccess,
  downloadsTabs,
  downloadsViewer,
  isDownloadVisible,
} from './downloads-visibility';

const item = (overrides: Partial<DownloadItem> = {}): DownloadItem => ({
  title: 'CALORA S3 – Operating instructions',
  url: '/-/media/downloads/calora-s3-operating-instructions-en.pdf',
  assetName: 'calora-s3-operating-instructions-en',
  category: 'Operating instructions',
  language: 'English',
  languageShort: 'en',
  isPrivate: false,
  isVisibleForAllLanguages: false,
  approvedForWeb: true,
  ...overrides,
});

const list = (items: DownloadItem[]): DownloadList => ({
  categories: [...new Set(items.map((entry) => entry.category))],
  languages: [...new Set(items.map((entry) => entry.languageShort))].map((languageShort) => ({ language: languageShort, languageShort })),
  items,
  filteredItems: items,
});

describe('isDownloadVisible (spec product §5)', () => {
  it('shows approved items when both filters are All', () => {
    expect(isDownloadVisible(item(), DOWNLOADS_FILTER_ALL)).toBe(true);
  });

  it('never shows items not approved for web', () => {
    expect(isDownloadVisible(item({ approvedForWeb: false }), DOWNLOADS_FILTER_ALL)).toBe(false);
    expect(
      isDownloadVisible(item({ approvedForWeb: false, isVisibleForAllLanguages: true }), {
        category: 'Operating instructions',
        language: 'en',
      }),
    ).toBe(false);
  });

  it('matches the chosen category', () => {
    expect(isDownloadVisible(item(), { category: 'Operating instructions', language: 'all' })).toBe(true);
    expect(isDownloadVisible(item(), { category: 'Brochure', language: 'all' })).toBe(false);
  });

  it('matches the chosen language, case-insensitively, or any language when visible for all', () => {
    expect(isDownloadVisible(item(), { category: 'all', language: 'en' })).toBe(true);
    expect(isDownloadVisible(item(), { category: 'all', language: 'EN' })).toBe(true);
    expect(isDownloadVisible(item(), { category: 'all', language: 'de' })).toBe(false);
    expect(isDownloadVisible(item({ isVisibleForAllLanguages: true }), { category: 'all', language: 'de' })).toBe(true);
  });

  it('needs both filters to match', () => {
    expect(isDownloadVisible(item({ isVisibleForAllLanguages: true }), { category: 'Brochure', language: 'de' })).toBe(false);
  });
});

const customer: Viewer = {
  userName: 'anna.keller@example.com',
  lastName: 'Keller',
  canAccessPreLaunchProducts: false,
  canDownloadRestricted: false,
};

describe('downloadsViewer (spec product §5, §6)', () => {
  it('is the anonymous downloads viewer for a visitor who is not signed in, keeping only the pre-launch flag', () => {
    expect(downloadsViewer(ANONYMOUS_VIEWER)).toEqual(ANONYMOUS_DOWNLOADS_VIEWER);
    expect(downloadsViewer({ ...ANONYMOUS_VIEWER, canDownloadRestricted: true, canAccessPreLaunchProducts: true })).toEqual({
      ...ANONYMOUS_DOWNLOADS_VIEWER,
      canAccessPreLaunch: true,
    });
  });
  it("is signed in with the customer's account flags", () => {
    expect(downloadsViewer(customer)).toEqual({ signedIn: true, canAccessRestricted: false, canAccessPreLaunch: false });
    expect(downloadsViewer({ ...customer, canDownloadRestricted: true, canAccessPreLaunchProducts: true })).toEqual({
      signedIn: true,
      canAccessRestricted: true,
      canAccessPreLaunch: true,
    });
  });
});

describe('downloadsAccess (spec product §5, §6)', () => {
  it('lets everyone see a current product', () => {
    expect(downloadsAccess({ isPhasedOut: false, isPreLaunch: false }, ANONYMOUS_VIEWER)).toBe('ok');
  });
  it('asks anonymous visitors to sign in for a phased-out product', () => {
    expect(downloadsAccess({ isPhasedOut: true, isPreLaunch: false }, ANONYMOUS_VIEWER)).toBe('sign-in');
    expect(downloadsAccess({ isPhasedOut: true, isPreLaunch: false }, customer)).toBe('ok');
  });
  it('hides pre-launch products without the capability, even from signed-in users', () => {
    expect(downloadsAccess({ isPhasedOut: false, isPreLaunch: true }, customer)).toBe('not-found');
    expect(downloadsAccess({ isPhasedOut: false, isPreLaunch: true }, { ...customer, canAccessPreLaunchProducts: true })).toBe('ok');
  });
});

describe('downloadsTabs (spec product §2)', () => {
  const manual = item();
  const image = item({
    assetName: 'calora-s3-product-images-en-1',
    category: 'Product image',
    url: '/-/media/downloads/calora-s3-product-images-en-1.svg',
  });
  const data: DownloadsExtended = { info: list([manual]), media: list([image]), all: list([manual, image]) };
  const signedIn = { signedIn: true, canAccessRestricted: false, canAccessPreLaunch: false };

  it('split: anonymous visitors get Information Material only', () => {
    expect(downloadsTabs(data, { mode: 'split', viewer: ANONYMOUS_DOWNLOADS_VIEWER }).map((tab) => tab.id)).toEqual(['info']);
  });
  it('split: signed-in visitors also get Media Assets', () => {
    expect(downloadsTabs(data, { mode: 'split', viewer: signedIn }).map((tab) => tab.id)).toEqual(['info', 'media']);
  });
  it('all: one merged tab, without media assets for anonymous visitors', () => {
    const [anonymous] = downloadsTabs(data, { mode: 'all', viewer: ANONYMOUS_DOWNLOADS_VIEWER });
    expect(anonymous?.id).toBe('all');
    expect(anonymous?.list.items.map((entry) => entry.assetName)).toEqual([manual.assetName]);
    expect(anonymous?.list.categories).toEqual(['Operating instructions']);
    const [full] = downloadsTabs(data, { mode: 'all', viewer: signedIn });
    expect(full?.list.items).toHaveLength(2);
  });
});
