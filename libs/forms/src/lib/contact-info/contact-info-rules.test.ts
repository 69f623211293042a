import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORMS_STATE, type ContactSnapshot } from '@mbw/util';
import { arrivalState, mapHrefFor } from './contact-info-rules';

const point: ContactSnapshot = {
  id: 'p1',
  kind: 'point',
  category: 'Official dealer',
  name: 'Alpha AG',
  addressLines: [],
  phone: '',
  fax: '',
  email: 'a@example.com',
  website: '',
  description: '',
  picture: null,
  workFormUrl: '',
};

describe('arrivalState (arriving on a contact page)', () => {
  it('changes nothing without a chosen point or a round trip', () =>
    expect(arrivalState(EMPTY_CONTACT_FORMS_STATE, null, '/en/contact/get-a-quote')).toEqual({
      state: EMPTY_CONTACT_FORMS_STATE,
      returnTo: null,
    }));
  it('stores the point of ?contactPoint=', () => {
    const { state, returnTo } = arrivalState(EMPTY_CONTACT_FORMS_STATE, { contact: point, optOut: true }, '/en/contact/get-a-quote');
    expect(state).toMatchObject({ contactPoint: point, currentInfoPointId: 'p1', isOptOut: true });
    expect(returnTo).toBeNull();
  });
  it('sends a visitor back from the map to the form page they left, the round trip still active', () => {
    const stored = {
      ...EMPTY_CONTACT_FORMS_STATE,
      isContactChangeActive: true,
      savedContactRelativePath: '/en/contact/product-support?x=1',
    };
    const { state, returnTo } = arrivalState(stored, { contact: point, optOut: false }, '/en/contact/get-a-quote');
    expect(returnTo).toBe('/en/contact/product-support?x=1');
    expect(state).toMatchObject({ isContactChangeActive: true, contactPoint: point });
  });
  it('ends the round trip on the page that was left', () => {
    const stored = { ...EMPTY_CONTACT_FORMS_STATE, isContactChangeActive: true, savedContactRelativePath: '/en/contact/get-a-quote' };
    const { state, returnTo } = arrivalState(stored, null, '/en/contact/get-a-quote');
    expect(returnTo).toBeNull();
    expect(state).toMatchObject({ isContactChangeActive: false, savedContactRelativePath: '' });
  });
});

describe('mapHrefFor (spec discovery §4: the map opens with the product’s solution keys)', () => {
  it('carries the page’s solution keys to the map, lowercased and once each', () => {
    expect(mapHrefFor('/sales-and-service-points', '?product=CALORA+S3&solutions=Roofing,plastic-welding,roofing')).toBe(
      '/sales-and-service-points?solutions=roofing%2Cplastic-welding',
    );
    expect(mapHrefFor('/map?view=list', '?solutions=roofing')).toBe('/map?view=list&solutions=roofing');
  });

  it('leaves the link as it is without solutions, and drops keys that are not keys', () => {
    expect(mapHrefFor('/sales-and-service-points', '')).toBe('/sales-and-service-points');
    expect(mapHrefFor('/sales-and-service-points', '?solutions=<script>,,%20')).toBe('/sales-and-service-points');
  });
});
