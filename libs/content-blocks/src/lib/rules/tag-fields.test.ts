import { describe, expect, it } from 'vitest';
import { listItems, tagNames } from './tag-fields';

describe('listItems', () => {
  it('reads list fields sent as arrays or as a value, skipping junk', () => {
    expect(listItems([{ id: 'a', fields: { Title: { value: 'A' } } }, null, 'x'])).toEqual([
      { id: 'a', fields: { Title: { value: 'A' } } },
    ]);
    expect(listItems({ value: [{ fields: {} }] })).toEqual([{ id: '0', fields: {} }]);
    expect(listItems({ value: 'nope' })).toEqual([]);
  });
});

describe('tagNames', () => {
  it('reads item titles, names or display names, or splits a text field', () => {
    expect(
      tagNames([
        { id: '1', fields: { Title: { value: 'Automotive' } } },
        { id: '2', fields: {}, displayName: 'Construction' },
      ]),
    ).toEqual(['Automotive', 'Construction']);
    expect(tagNames({ value: 'Automotive, Roofing | Textiles' })).toEqual(['Automotive', 'Roofing', 'Textiles']);
  });
});
