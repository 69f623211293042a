import { describe, expect, it } from 'vitest';
import {
  SOLUTION_GALLERY_COLUMNS,
  SOLUTION_GALLERY_PER_VIEW,
  fillColumns,
  galleryLayouts,
  linkFieldForBrand,
  parseGalleryVariant,
} from './solution-cards-gallery';

describe('fillColumns', () => {
  it('fills three columns round-robin: card i goes to column i % 3', () => {
    expect(fillColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 4, 7],
      [2, 5],
      [3, 6],
    ]);
  });

  it('always returns the asked number of columns, empty ones included', () => {
    expect(fillColumns(['a'], 3)).toEqual([['a'], [], []]);
    expect(fillColumns([], 3)).toEqual([[], [], []]);
  });

  it('treats fewer than one column as one', () => {
    expect(fillColumns([1, 2], 0)).toEqual([[1, 2]]);
  });
});

describe('per-view numbers', () => {
  it('shows 1 card on phones, 2 on tablets and 3 columns on desktop (spec §9)', () => {
    expect(SOLUTION_GALLERY_PER_VIEW).toEqual({ mobile: 1, tablet: 2, desktop: 3 });
    expect(SOLUTION_GALLERY_COLUMNS).toBe(3);
  });

  it('uses a carousel only where more cards exist than fit in one view', () => {
    expect(galleryLayouts(7)).toEqual({ mobile: 'carousel', tablet: 'carousel', desktop: 'columns' });
    expect(galleryLayouts(3)).toEqual({ mobile: 'carousel', tablet: 'carousel', desktop: 'columns' });
    expect(galleryLayouts(2)).toEqual({ mobile: 'carousel', tablet: 'columns', desktop: 'columns' });
    expect(galleryLayouts(1)).toEqual({ mobile: 'columns', tablet: 'columns', desktop: 'columns' });
  });
});

describe('parseGalleryVariant', () => {
  it('reads the four variants, whatever their case or spacing', () => {
    expect(parseGalleryVariant('Default')).toBe('Default');
    expect(parseGalleryVariant('overlay')).toBe('Overlay');
    expect(parseGalleryVariant('COMPACT')).toBe('Compact');
    expect(parseGalleryVariant('Text only')).toBe('TextOnly');
    expect(parseGalleryVariant('text-only')).toBe('TextOnly');
  });

  it('falls back to Default for a missing or unknown variant', () => {
    expect(parseGalleryVariant(undefined)).toBe('Default');
    expect(parseGalleryVariant('')).toBe('Default');
    expect(parseGalleryVariant('Masonry')).toBe('Default');
  });
});

describe('linkFieldForBrand', () => {
  it('picks the link field of the current brand', () => {
    expect(linkFieldForBrand('group')).toBe('LinkGroup');
    expect(linkFieldForBrand('technologies')).toBe('LinkTechnologies');
    expect(linkFieldForBrand('sensor')).toBe('LinkSensor');
    expect(linkFieldForBrand('welding-tools')).toBe('LinkWeldingTools');
  });

  it('has no field for an unknown brand', () => {
    expect(linkFieldForBrand('toString')).toBeNull();
    expect(linkFieldForBrand('')).toBeNull();
  });
});
