import { describe, expect, it } from 'vitest';
import { labelledLinkValue, linkValue, textValue } from './field-values';

describe('field readers', () => {
  it('read text fields and treat anything else as empty', () => {
    expect(textValue({ value: 'Hello' })).toBe('Hello');
    for (const field of [undefined, null, {}, { value: 42 }, { value: { src: 'x' } }, 'raw']) {
      expect(textValue(field)).toBe('');
    }
  });

  it('read link fields only when they have an href', () => {
    expect(linkValue({ value: { href: '/contact', text: 'Contact' } })).toEqual({ href: '/contact', text: 'Contact' });
    expect(linkValue({ value: { href: '/contact' } })).toEqual({ href: '/contact' });
    for (const field of [undefined, {}, { value: { href: '' } }, { value: { href: 7 } }, { value: 'x' }]) {
      expect(linkValue(field)).toBeNull();
    }
  });

  it('read links that can be shown: href and text', () => {
    expect(labelledLinkValue({ value: { href: '/a', text: 'A', target: '_blank' } })).toEqual({ href: '/a', text: 'A' });
    expect(labelledLinkValue({ value: { href: '/a', text: '' } })).toBeNull();
    expect(labelledLinkValue({ value: { href: '/a' } })).toBeNull();
  });
});
