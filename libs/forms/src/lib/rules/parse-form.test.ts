import { describe, expect, it } from 'vitest';
import { fixtureField, fixtureForm } from '../testing/form-fixture';
import { parseForm, parseFormResult } from './parse-form';

describe('parseForm (§8 form texts)', () => {
  it('no form data, no metadata, invalid, no submit button', () => {
    expect(parseForm(undefined)).toEqual({ ok: false, problem: 'no-form-data' });
    expect(parseForm({})).toEqual({ ok: false, problem: 'no-form-data' });
    expect(parseForm({ htmlPrefix: 'x', fields: [] })).toEqual({ ok: false, problem: 'no-metadata' });
    expect(parseForm({ metadata: { itemId: 'x' }, fields: 'nope' })).toEqual({ ok: false, problem: 'invalid' });
    const form = fixtureForm([fixtureField('singleLineText', 'a')]);
    expect(parseForm({ ...form, fields: form.fields.slice(0, 1) })).toEqual({ ok: false, problem: 'no-submit-action' });
    expect(parseForm(form)).toMatchObject({ ok: true });
  });
  it('reads the form builder answer defensively', () => {
    expect(parseFormResult('<html>')).toBeUndefined();
    expect(parseFormResult({ success: true })).toEqual({ success: true, errors: [], validationErrors: {} });
    expect(parseFormResult({ success: true, redirectUrl: null, nextForm: null })).toEqual({
      success: true,
      errors: [],
      validationErrors: {},
    });
    const next = fixtureForm([fixtureField('email', 'b')]);
    expect(parseFormResult({ success: true, nextForm: next })?.nextForm?.fields).toHaveLength(2);
    expect(parseFormResult({ success: true, nextForm: { bad: 1 } })).toBeUndefined();
  });
});
