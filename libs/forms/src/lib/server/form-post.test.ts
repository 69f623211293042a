// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fixtureField, fixtureForm } from '../testing/form-fixture';
import { formsOfRoute, handleFormPost, isFormFieldName, type FormBuilderCall } from './form-post';

const form = fixtureForm([fixtureField('singleLineText', 'name', { required: true }), fixtureField('fileUpload', 'cv')]);
const page = 'https://site.example';

function postOf(entries: Array<[string, string | File]>): Request {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(`${page}/en/contact`, { method: 'POST', body });
}

const base: Array<[string, string | File]> = [
  ['fxb.test.FormItemId', '{FORM}'],
  ['fxb.test.FormSessionId', ''],
  ['fxb.test.NavigationButtons', 'submit'],
  ['fxb.test.Fields[name].Value', 'Ada'],
];

async function run(entries: Array<[string, string | File]>, answer: { status: number; body: unknown } | Error) {
  const calls: FormBuilderCall[] = [];
  const log = vi.fn();
  const result = await handleFormPost({
    request: postOf(entries),
    pageForms: [form],
    pageOrigin: page,
    submit: async (call) => {
      calls.push(call);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    log,
  });
  return { result, calls, log };
}

describe('handleFormPost (the site action in front of the form builder)', () => {
  it('forwards only the form’s own names, files included, empty file inputs dropped', async () => {
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    const { calls } = await run(
      [
        ...base,
        ['fxb.test.Fields[cv].Value', file],
        ['fxb.test.Fields[cv].Value', new File([], '')],
        ['session', 'stolen'],
        ['fxb.other.Fields[x].Value', 'x'],
        ['fxb.test.Evil', 'x'],
      ],
      { status: 200, body: { success: true } },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.formItemId).toBe('{FORM}');
    expect(new Set(calls[0]!.body.keys())).toEqual(
      new Set([
        'fxb.test.FormItemId',
        'fxb.test.FormSessionId',
        'fxb.test.NavigationButtons',
        'fxb.test.Fields[name].Value',
        'fxb.test.Fields[cv].Value',
      ]),
    );
    const files = calls[0]!.body.getAll('fxb.test.Fields[cv].Value').filter((value) => typeof value !== 'string');
    expect(files.map((value) => (value as File).name)).toEqual(['a.pdf']);
  });

  it('a post for a form the page does not hold is refused without a call', async () => {
    const { result, calls } = await run([['fxb.test.FormItemId', '{OTHER}']], { status: 200, body: { success: true } });
    expect(calls).toHaveLength(0);
    expect(result).toEqual({ kind: 'answer', status: 400, data: { formItemId: '', failure: 'refused', values: {} } });
  });

  it('success redirects only to own origins', async () => {
    expect((await run(base, { status: 200, body: { success: true, redirectUrl: '/en/thanks' } })).result).toEqual({
      kind: 'redirect',
      to: '/en/thanks',
    });
    expect((await run(base, { status: 200, body: { success: true, redirectUrl: 'https://evil.example/' } })).result).toMatchObject({
      kind: 'answer',
      data: { outcome: { kind: 'success' } },
    });
  });

  it('field errors come back with what the visitor typed; failures say which', async () => {
    const errors = await run(base, { status: 200, body: { success: false, validationErrors: { 'fxb.test.Fields[name].Value': ['Bad'] } } });
    expect(errors.result).toEqual({
      kind: 'answer',
      status: 400,
      data: {
        formItemId: '{FORM}',
        outcome: { kind: 'errors', fieldErrors: { 'fxb.test.Fields[name].Value': ['Bad'] }, errors: [] },
        values: {
          'fxb.test.FormItemId': ['{FORM}'],
          'fxb.test.FormSessionId': [''],
          'fxb.test.NavigationButtons': ['submit'],
          'fxb.test.Fields[name].Value': ['Ada'],
        },
      },
    });
    expect((await run(base, new Error('down'))).result).toMatchObject({ status: 503, data: { failure: 'unavailable' } });
    expect((await run(base, { status: 429, body: {} })).result).toMatchObject({ status: 429, data: { failure: 'too-many' } });
    expect((await run(base, { status: 200, body: '<html>' })).result).toMatchObject({ status: 503, data: { failure: 'unavailable' } });
  });

  it('the names of a form: its namespace and Sitecore’s shapes in it', () => {
    expect(isFormFieldName('fxb.a', 'fxb.a.Fields[{1}].Value')).toBe(true);
    expect(isFormFieldName('fxb.a', 'fxb.a.{B}.NavigationStep')).toBe(true);
    expect(isFormFieldName('fxb.a', 'fxb.ab.Fields[x].Value')).toBe(false);
    expect(isFormFieldName('fxb.a', 'fxb.a.Fields[x].Value.extra')).toBe(false);
  });

  it('finds the forms of a layout route, nested placeholders included', () => {
    const route = {
      placeholders: {
        main: [
          { componentName: 'Hero' },
          {
            componentName: 'Grid',
            placeholders: {
              inner: [
                { componentName: 'Form', fields: form },
                { componentName: 'Form', fields: {} },
              ],
            },
          },
        ],
      },
    };
    expect(formsOfRoute(route).map((found) => found.formItemId.value)).toEqual(['{FORM}']);
  });
});
