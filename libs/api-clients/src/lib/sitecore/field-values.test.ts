import { describe, expect, it } from 'vitest';
import { checkboxValue, imageValue, labelledLinkValue, linkValue, textValue } from './field-values';

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

describe('imageValue and checkboxValue', () => {
  it('reads an image with numeric dimensions (strings from the layout service too)', () => {
    expect(imageValue({ value: { src: '/-/media/a.svg', alt: 'A', width: '1200', height: '800' } })).toEqual({
      src: '/-/media/a.svg',
      alt: 'A',
      width: 1200,
      height: 800,
    });
    expect(imageValue({ value: { src: '/-/media/a.svg', width: 10, height: 5 } })).toEqual({
      src: '/-/media/a.svg',
      alt: '',
      width: 10,
      height: 5,
    });
  });

  it('is null without a src or without usable dimensions (no layout shift from unknown sizes)', () => {
    expect(imageValue(undefined)).toBeNull();
    expect(imageValue({ value: { src: '' } })).toBeNull();
    expect(imageValue({ value: { src: '/x.svg', width: 'auto', height: '10' } })).toBeNull();
    expect(imageValue({ value: { src: '/x.svg', width: 0, height: 10 } })).toBeNull();
  });

  it('reads checkboxes as the content system writes them', () => {
    expect([true, '1', 'true', false, '0', '', undefined].map((value) => checkboxValue({ value }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
