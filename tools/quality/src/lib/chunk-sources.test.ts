import { describe, expect, it } from 'vitest';
import { UNMAPPED, byOwner, bytesPerSource, ownerOf } from './chunk-sources.ts';

describe('chunk sources', () => {
  it('attributes each generated character to the source its mapping names', () => {
    // "abcdef": a.ts from column 0, b.ts from column 3 (AAAA, then GCAA: column +3, source +1).
    const bytes = bytesPerSource('abcdef\nxy', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,GCAA;AAAA' });
    expect(Object.fromEntries(bytes)).toEqual({ 'a.ts': 3, 'b.ts': 5 });
  });

  it('counts code before the first mapping and after a one-field segment as unmapped', () => {
    const bytes = bytesPerSource('..abcd', { sources: ['a.ts'], mappings: 'EAAA,E' });
    expect(Object.fromEntries(bytes)).toEqual({ [UNMAPPED]: 4, 'a.ts': 2 });
  });

  it('names packages, lib folders and site folders', () => {
    expect(ownerOf('../../../node_modules/valibot/dist/index.js')).toBe('valibot');
    expect(ownerOf('../../../node_modules/@lingui/core/dist/index.mjs')).toBe('@lingui/core');
    expect(ownerOf('../../../libs/shop/cart/src/lib/state/cart-store.ts')).toBe('libs/shop/cart/state');
    expect(ownerOf('../../../libs/ui/src/lib/components/button.tsx')).toBe('libs/ui/components');
    expect(ownerOf('../../../libs/search/feature/src/lib/search-bar/search-bar.tsx')).toBe('libs/search/feature/search-bar');
    expect(ownerOf('apps/site/app/root.tsx')).toBe('site/root');
    expect(ownerOf('../../../apps/site/app/i18n/document-i18n.ts')).toBe('site/i18n');
    expect(
      Object.fromEntries(
        byOwner(
          new Map([
            ['node_modules/a/x.js', 2],
            ['node_modules/a/y.js', 3],
          ]),
        ),
      ),
    ).toEqual({ a: 5 });
  });
});
