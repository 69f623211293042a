import { ANONYMOUS_VIEWER } from '@mbw/account-data-access';
import type { DownloadItem, DownloadList } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import { downloadRow, downloadsPageView } from './downloads-view';

const item = (overrides: Partial<DownloadItem> = {}): DownloadItem => ({
  title: 'CALORA S3 – Spare parts list',
  url: '/-/media/downloads/calora-s3-spare-parts-lists-en.pdf',
  assetName: 'calora-s3-spare-parts-lists-en',
  category: 'Spare parts list',
  language: 'English',
  languageShort: 'en',
  isPrivate: false,
  isVisibleForAllLanguages: false,
  approvedForWeb: true,
  ...overrides,
});
const list = (items: DownloadItem[]): DownloadList => ({
  categories: ['Brochure', 'Spare parts list'],
  languages: [
    { language: 'English', languageShort: 'en' },
    { language: 'Polish', languageShort: 'pl' },
  ],
  items,
  filteredItems: items,
});

describe('downloadRow', () => {
  it('keeps the file URL, type and file name of an open item', () => {
    const row = downloadRow(item(), { canAccessRestricted: false });
    expect(row).toMatchObject({
      href: '/-/media/downloads/calora-s3-spare-parts-lists-en.pdf',
      fileType: 'PDF',
      fileName: 'calora-s3-spare-parts-lists-en.pdf',
      locked: false,
      requestHref: null,
    });
  });
  it('locks a restricted item for viewers without access: no file URL, a request link with the asset name', () => {
    const row = downloadRow(item({ isPrivate: true }), { canAccessRestricted: false });
    expect(row.locked).toBe(true);
    expect(row.href).toBeNull();
    expect(row.requestHref).toBe('/contact?subject=download-access&asset=calora-s3-spare-parts-lists-en');
    expect(downloadRow(item({ isPrivate: true }), { canAccessRestricted: true }).href).not.toBeNull();
  });
});

describe('downloadsPageView', () => {
  const base = {
    productName: 'CALORA S3',
    productPath: '/en/product/CALORA-S3/142-270',
    viewer: ANONYMOUS_VIEWER,
    mode: 'split' as const,
    from: null,
    bulk: true,
  };
  it('drops unapproved items, unused categories and languages, and de-duplicates ids', () => {
    const data = {
      info: list([item(), item({ approvedForWeb: false, languageShort: 'pl', category: 'Brochure' }), item()]),
      media: list([]),
      all: list([]),
    };
    const view = downloadsPageView({ ...base, data, access: 'ok' });
    expect(view.tabs).toHaveLength(1);
    expect(view.tabs[0]?.rows.map((row) => row.id)).toEqual(['calora-s3-spare-parts-lists-en', 'calora-s3-spare-parts-lists-en~2']);
    expect(view.tabs[0]?.categories).toEqual(['Spare parts list']);
    expect(view.tabs[0]?.languages.map((language) => language.languageShort)).toEqual(['en']);
    expect(view.back).toEqual({ target: 'product', href: base.productPath });
  });
  it('has no tabs when the visitor must sign in first', () => {
    const view = downloadsPageView({ ...base, data: { info: list([item()]), media: list([]), all: list([]) }, access: 'sign-in' });
    expect(view.tabs).toEqual([]);
    expect(JSON.stringify(view)).not.toContain('/-/media/');
  });
  it('never sends a locked file URL to the browser', () => {
    const view = downloadsPageView({
      ...base,
      data: { info: list([item({ isPrivate: true })]), media: list([]), all: list([]) },
      access: 'ok',
    });
    expect(JSON.stringify(view)).not.toContain('/-/media/downloads/');
  });
});
