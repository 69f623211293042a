import { describe, expect, it } from 'vitest';
import { SPACER_DEFAULT_HEIGHT_PX, SPACER_MAX_HEIGHT_PX, parseSpacerHeight, spacerBackground, spacerHeights } from './spacer-rules';

describe('parseSpacerHeight', () => {
  it('reads pixel numbers and clamps them to 0…max', () => {
    expect(parseSpacerHeight('40')).toBe(40);
    expect(parseSpacerHeight(' 24px ')).toBe(24);
    expect(parseSpacerHeight(12.6)).toBe(13);
    expect(parseSpacerHeight('-10')).toBe(0);
    expect(parseSpacerHeight('5000')).toBe(SPACER_MAX_HEIGHT_PX);
  });

  it('rejects anything else', () => {
    expect(parseSpacerHeight('10vh')).toBeNull();
    expect(parseSpacerHeight('calc(100% + 1px)')).toBeNull();
    expect(parseSpacerHeight('')).toBeNull();
    expect(parseSpacerHeight(undefined)).toBeNull();
    expect(parseSpacerHeight(Number.NaN)).toBeNull();
  });
});

describe('spacerHeights', () => {
  it('lets smaller sizes inherit the next larger one', () => {
    expect(spacerHeights('80', undefined, undefined)).toEqual({ desktop: 80, tablet: 80, mobile: 80 });
    expect(spacerHeights('80', '40', '')).toEqual({ desktop: 80, tablet: 40, mobile: 40 });
    expect(spacerHeights(undefined, undefined, '8')).toEqual({
      desktop: SPACER_DEFAULT_HEIGHT_PX,
      tablet: SPACER_DEFAULT_HEIGHT_PX,
      mobile: 8,
    });
  });
});

describe('spacerBackground', () => {
  it('maps allow-listed names to theme tokens', () => {
    expect(spacerBackground('Surface')).toBe('var(--color-surface)');
    expect(spacerBackground('primary-strong')).toBe('var(--color-primary-strong)');
  });

  it('never passes raw CSS through', () => {
    expect(spacerBackground('red; position: fixed')).toBe('transparent');
    expect(spacerBackground('url(https://evil.example/x.png)')).toBe('transparent');
    expect(spacerBackground('constructor')).toBe('transparent');
    expect(spacerBackground(undefined)).toBe('transparent');
  });
});
