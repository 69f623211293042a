import { describe, expect, it } from 'vitest';
import { buttonAlignment, buttonVariant, listItems, mailHref, phoneHref } from './editorial-items';

describe('listItems', () => {
  it('reads the JSS array shape and a value wrapper', () => {
    expect(listItems([{ id: 'a', fields: { Text: { value: 'x' } } }])).toEqual([{ id: 'a', fields: { Text: { value: 'x' } } }]);
    expect(listItems({ value: [{ fields: {} }] })).toEqual([{ id: '0', fields: {} }]);
  });

  it('drops malformed entries and tolerates missing fields', () => {
    expect(listItems([null, 'x', { id: 'b' }, { id: 'c', fields: {} }])).toEqual([{ id: 'c', fields: {} }]);
    expect(listItems(undefined)).toEqual([]);
    expect(listItems({ value: 'nope' })).toEqual([]);
  });
});

describe('phoneHref and mailHref', () => {
  it('builds tel: links from displayed numbers', () => {
    expect(phoneHref('+41 (0)44 123 45 67')).toBe('tel:+410441234567');
    expect(phoneHref('044 123')).toBe('tel:044123');
    expect(phoneHref('n/a')).toBe('');
  });

  it('builds mailto: links only for plausible addresses', () => {
    expect(mailHref(' anna.muster@example.com ')).toBe('mailto:anna.muster@example.com');
    expect(mailHref('anna@example')).toBe('');
    expect(mailHref('javascript:alert(1)')).toBe('');
  });
});

describe('button params', () => {
  it('reads alignment and variant from an allow-list', () => {
    expect(buttonAlignment('Center')).toBe('center');
    expect(buttonAlignment('right')).toBe('end');
    expect(buttonAlignment('diagonal')).toBe('start');
    expect(buttonVariant('Secondary')).toBe('secondary');
    expect(buttonVariant('ghost')).toBe('primary');
  });
});
