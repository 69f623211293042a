import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureField, fixtureForm } from '../testing/form-fixture';
import { FIELD_TRACKING_PATH, noteFocus, trackField } from './field-tracking';

const field = {
  ...fixtureField('singleLineText', 'name'),
  model: { ...fixtureField('singleLineText', 'name').model, isTrackingEnabled: true },
};
const form = fixtureForm([field]);
const input = (value: string) => Object.assign(document.createElement('input'), { name: field.valueField!.name, value });

afterEach(() => vi.unstubAllGlobals());

describe('field tracking (spec discovery §7)', () => {
  it('a changed field sends "field completed" (and "field error" when it shows one) to the site route, with the own-page header', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    noteFocus(input(''));
    trackField(form, field, 'Ada', 'Too short');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(FIELD_TRACKING_PATH);
    expect(init.headers).toMatchObject({ 'x-requested-with': 'kestrel-site' });
    const events = JSON.parse(init.body as string) as Array<{ eventId: string; formId: string; fieldId: string }>;
    expect(events.map((event) => event.eventId)).toEqual([
      'ea27aca5-432f-424a-b000-26ba5f8ae60a',
      '2ca692cb-bd11b2-4c9d-a3b5-917b3656c46a',
    ]);
    expect(events[0]).toMatchObject({ formId: '{FORM}', fieldId: 'name' });
  });

  it('nothing for an unchanged field, an untracked field or form', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetch);
    noteFocus(input('Ada'));
    trackField(form, field, 'Ada', undefined);
    trackField(form, { ...field, model: { ...field.model, isTrackingEnabled: false } }, 'x', undefined);
    trackField({ ...form, metadata: { itemId: '{FORM}', isTrackingEnabled: false } }, field, 'x', undefined);
    expect(fetch).not.toHaveBeenCalled();
  });
});
