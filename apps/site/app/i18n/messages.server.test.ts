import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { catalogMessages, mergeDictionary } from './messages.server';

describe('catalogs and dictionary', () => {
  it('loads a compiled catalog per language', async () => {
    const de = setupI18n({ locale: 'de', messages: { de: await catalogMessages('de') } });
    expect(de._('Chrome.SkipToContent')).toBe('Zum Inhalt springen');
  });

  it('merges dictionary phrases over the catalog, compiling their placeholders', async () => {
    const messages = mergeDictionary(await catalogMessages('fr'), { 'Footer.Copyright': '© {year} Kestrel SA' });
    const fr = setupI18n({ locale: 'fr', messages: { fr: messages } });
    expect(fr._('Footer.Copyright', { year: 2026, brandName: 'x' })).toBe('© 2026 Kestrel SA');
    expect(fr._('Chrome.SkipToContent')).toBe('Aller au contenu');
  });

  it('skips a phrase that is not a valid message and keeps the catalog text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const catalog = await catalogMessages('en');
    const messages = mergeDictionary(catalog, { 'Chrome.SkipToContent': 'Broken {placeholder' });
    expect(messages['Chrome.SkipToContent']).toEqual(catalog['Chrome.SkipToContent']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dictionary.phrase-invalid'));
  });
});
