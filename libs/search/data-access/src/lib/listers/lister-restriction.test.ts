import { describe, expect, it } from 'vitest';
import { compatibleWith, fieldEquals, listerRestriction } from './lister-restriction';

describe('product-family lister restriction (spec discovery §2, §6)', () => {
  const scope = { classification: 'heat-guns', tenant: 'technologies', source: 'kestrel-technologies', language: 'de' };

  it('restricts to classification, tenant, source and language, without phased-out and pre-launch items', () => {
    expect(listerRestriction(scope)).toBe(
      '(@pimclassification=="heat-guns") AND (@tenant=="technologies") AND (@source=="kestrel-technologies") AND (@language=="de") AND (@isphasedout==false) AND (@isprelaunch==false)',
    );
  });

  it('shows pre-launch items when the context check allows them, and leaves out a missing classification', () => {
    const expression = listerRestriction({ ...scope, classification: null, preLaunchAllowed: true });
    expect(expression).toBe(
      '(@tenant=="technologies") AND (@source=="kestrel-technologies") AND (@language=="de") AND (@isphasedout==false)',
    );
  });

  it('lists one kind of item when the lister says which', () => {
    expect(listerRestriction({ ...scope, template: 'Product' })).toBe(
      '(@pimclassification=="heat-guns") AND (@herotemplatename=="Product") AND (@tenant=="technologies") AND (@source=="kestrel-technologies") AND (@language=="de") AND (@isphasedout==false) AND (@isprelaunch==false)',
    );
  });

  it('quotes values and drops quotes inside them', () => {
    expect(fieldEquals('category', 'Spare Parts')).toBe('@category=="Spare Parts"');
    expect(fieldEquals('tenant', 'a" OR @x')).toBe('@tenant=="a OR @x"');
    // The accessories of a chosen product (§5): a name with quotes stays one value.
    expect(compatibleWith('BLAZE "PLUS"')).toBe('@compatibleproducts=="BLAZE PLUS"');
  });
});
