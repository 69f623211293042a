import { describe, expect, it } from 'vitest';
import { ANCHOR_ID_MAX_LENGTH, sanitizeAnchorId } from './anchor-id';

describe('sanitizeAnchorId', () => {
  it('makes a readable, URL-safe id', () => {
    expect(sanitizeAnchorId('#Our Services')).toBe('our-services');
    expect(sanitizeAnchorId('Über uns & Geschichte')).toBe('uber-uns-geschichte');
    expect(sanitizeAnchorId('  contact_form ')).toBe('contact_form');
  });

  it('strips markup and quotes', () => {
    expect(sanitizeAnchorId('"><script>alert(1)</script>')).toBe('script-alert-1-script');
  });

  it('prefixes ids starting with a digit and cuts long ids', () => {
    expect(sanitizeAnchorId('2024 results')).toBe('a-2024-results');
    const long = sanitizeAnchorId('x'.repeat(100));
    expect(long).toHaveLength(ANCHOR_ID_MAX_LENGTH);
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(sanitizeAnchorId('###')).toBe('');
    expect(sanitizeAnchorId('')).toBe('');
    expect(sanitizeAnchorId(42)).toBe('');
  });
});
