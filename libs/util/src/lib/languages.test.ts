import { describe, expect, it } from 'vitest';
import { parseLanguageTag } from './languages';

describe('parseLanguageTag (spec discovery §2: xx or xx-XX)', () => {
  it.each([
    ['en', { tag: 'en', language: 'en', region: null }],
    ['de-CH', { tag: 'de-CH', language: 'de', region: 'CH' }],
    ['fr-ch', { tag: 'fr-CH', language: 'fr', region: 'CH' }],
    ['IT', { tag: 'it', language: 'it', region: null }],
  ])('reads %s', (input, expected) => {
    expect(parseLanguageTag(input)).toEqual(expected);
  });

  it.each(['', 'e', 'eng', 'de-CHE', 'de_CH', 'de-', '-CH', 'es', 'es-ES', 'zh-CN', '../', 'de-C1'])(
    'does not take %j as a site language',
    (input) => {
      expect(parseLanguageTag(input)).toBeNull();
    },
  );

  it('treats null and undefined as absent', () => {
    expect(parseLanguageTag(null)).toBeNull();
    expect(parseLanguageTag(undefined)).toBeNull();
  });
});
