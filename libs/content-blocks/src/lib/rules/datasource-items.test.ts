import { describe, expect, it } from 'vitest';
import { datasourceItems, itemKey, sanitizedHtml } from './datasource-items';

describe('datasource item readers', () => {
  it('tells a missing datasource (null) from an empty list', () => {
    expect(datasourceItems(undefined)).toBeNull();
    expect(datasourceItems({ value: [] })).toBeNull();
    expect(datasourceItems([])).toEqual([]);
    expect(datasourceItems([{ id: 'a' }, null, 3])).toEqual([{ id: 'a' }]);
  });

  it('keys items by id, name or position', () => {
    expect(itemKey({ id: 'x', name: 'n' }, 1)).toBe('x');
    expect(itemKey({ name: 'n' }, 1)).toBe('n');
    expect(itemKey({}, 1)).toBe('1');
  });

  it('reads HTML only from sanitised fields', () => {
    expect(sanitizedHtml({ value: '<p>a</p>', sanitized: true })).toBe('<p>a</p>');
    expect(sanitizedHtml({ value: '<p>a</p>' })).toBe('');
    expect(sanitizedHtml(undefined)).toBe('');
  });
});
