import { describe, expect, it } from 'vitest';
import { downloadsTabHref, tabFromHash } from './downloads-hash';

describe('downloadsTabHref (spec product §2: filter banner → #tab={id})', () => {
  it('keeps every query parameter and adds the tab hash', () => {
    expect(downloadsTabHref('?from=my-devices&utm_source=mail', 'media')).toBe('?from=my-devices&utm_source=mail#tab=media');
    expect(downloadsTabHref('from=downloads', 'info')).toBe('?from=downloads#tab=info');
  });
  it('is only the hash without a query', () => {
    expect(downloadsTabHref('', 'media')).toBe('#tab=media');
    expect(downloadsTabHref('?', 'media')).toBe('#tab=media');
  });
  it('encodes the id', () => {
    expect(downloadsTabHref('', 'a b')).toBe('#tab=a%20b');
  });
});

describe('tabFromHash', () => {
  it('reads the tab of #tab=…, also among other pairs', () => {
    expect(tabFromHash('#tab=media')).toBe('media');
    expect(tabFromHash('#x=1&tab=info')).toBe('info');
    expect(tabFromHash('tab=all')).toBe('all');
  });
  it('is null without one', () => {
    expect(tabFromHash('')).toBeNull();
    expect(tabFromHash('#media')).toBeNull();
    expect(tabFromHash('#tab=')).toBeNull();
  });
});
