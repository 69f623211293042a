import { describe, expect, it } from 'vitest';
import { PRODUCT_LISTERS } from '@mbw/search-data-access';
import { listerSearch, parseRange, readListerUrl } from './lister-url';

const facets = PRODUCT_LISTERS['heat-guns'].facets;

describe('the lister URL', () => {
  it('reads the query and the facets the lister has; single choice keeps one value, numeric ranges must be ranges', () => {
    const params = new URLSearchParams(
      'q=%20compact%20&f-solutions=Roofing&f-solutions=Roofing&f-solutions=Flooring&f-deviceshape=Pistol&f-deviceshape=Rod' +
        '&f-power=1000..2000&f-power=abc&f-power=3000..1000&f-unknown=x&f-weight=0.5..1.25',
    );
    expect(readListerUrl(params, facets)).toEqual({
      query: 'compact',
      selection: { solutions: ['Roofing', 'Flooring'], deviceshape: ['Pistol'], power: ['1000..2000'], weight: ['0.5..1.25'] },
    });
  });

  it('writes what it reads, in the facets’ order', () => {
    const state = { query: 'gun', selection: { power: ['1000..2000'], solutions: ['A & B'] } };
    const search = listerSearch(state, facets);
    expect(search).toBe('?q=gun&f-solutions=A+%26+B&f-power=1000..2000');
    expect(readListerUrl(new URLSearchParams(search), facets)).toEqual(state);
    expect(listerSearch({ query: '', selection: {} }, facets)).toBe('');
  });

  it('parses ranges with decimals and refuses reversed or malformed ones', () => {
    expect(parseRange('0.25..1.5')).toEqual({ start: 0.25, end: 1.5 });
    expect(parseRange('2..1')).toBeNull();
    expect(parseRange('1..')).toBeNull();
    expect(parseRange('1e3..2e3')).toBeNull();
  });
});
