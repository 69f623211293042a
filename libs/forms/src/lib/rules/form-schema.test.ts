import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fixtureField, plainMessages } from '../testing/form-fixture';
import { buildFormSchema, dateBound } from './form-schema';
import { initialValues, inputFields } from './form-fields';
import type { FormField } from '../model/form-model';

function issuesOf(field: FormField, value: unknown): string[] {
  const [input] = inputFields([field]);
  const result = v.safeParse(buildFormSchema([field], plainMessages), { [input!.key]: value });
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('form schema (spec discovery §5 field rules)', () => {
  it('a required text without a value is invalid with the title in the message', () => {
    const field = fixtureField('singleLineText', 'name', { title: 'Name', required: true });
    expect(issuesOf(field, '')).toEqual(['Name is required.']);
    expect(issuesOf(field, '   ')).toEqual(['Name is required.']);
    expect(issuesOf(field, 'Ada')).toEqual([]);
    expect(issuesOf({ ...field, model: { ...field.model, required: false } }, '')).toEqual([]);
  });

  it('maxLength and minLength, with the server-configured message when there is one', () => {
    const field = fixtureField('multipleLineText', 'msg', { title: 'Message', maxLength: 5, minLength: 2 });
    expect(issuesOf(field, 'abcdef')).toEqual(['Message: at most 5 characters']);
    expect(issuesOf(field, 'a')).toEqual(['Message: at least 2 characters']);
    const configured = {
      ...field,
      model: {
        ...field.model,
        validationDataModels: [{ itemId: '', name: 'StringLengthValidator', message: '{0} must be {1} to {2} long.' }],
      },
    };
    expect(issuesOf(configured, 'abcdef')).toEqual(['Message must be 2 to 5 long.']);
  });

  it('e-mail: local part, @, domain, dot, TLD of 2 to 17 letters', () => {
    const field = fixtureField('email', 'mail', { title: 'E-mail' });
    for (const good of ['a@b.ch', 'first.last@sub.example.technology']) expect(issuesOf(field, good)).toEqual([]);
    for (const bad of ['a@b', 'a@b.c', 'a@@b.ch', 'a b@c.ch', 'a@b.abcdefghijklmnopqr', 'a@b.c1'])
      expect(issuesOf(field, bad)).toEqual(['E-mail: invalid e-mail']);
  });

  it('phone: digits with +, spaces, brackets and dashes, 5 to 20 digits', () => {
    const field = fixtureField('telephone', 'phone', { title: 'Phone' });
    expect(issuesOf(field, '+41 (0)41 662 74 74')).toEqual([]);
    expect(issuesOf(field, '1234')).toEqual(['Phone: invalid phone']);
    expect(issuesOf(field, 'call me')).toEqual(['Phone: invalid phone']);
  });

  it('number: a number within min and max of the model', () => {
    const field = fixtureField('number', 'qty', { title: 'Quantity', min: 1, max: '10' });
    expect(issuesOf(field, '5')).toEqual([]);
    expect(issuesOf(field, 'five')).toEqual(['Quantity: not a number']);
    expect(issuesOf(field, '0')).toEqual(['Quantity: at least 1']);
    expect(issuesOf(field, '11')).toEqual(['Quantity: at most 10']);
  });

  it('date: the first 10 characters of min, max and value', () => {
    const field = fixtureField('date', 'day', {
      title: 'Day',
      min: '2026-01-01T00:00:00',
      max: '2026-12-31T23:59:59',
      value: '2026-06-01T00:00:00Z',
    });
    expect(dateBound('2026-01-01T00:00:00')).toBe('2026-01-01');
    expect(dateBound('soon')).toBeUndefined();
    expect(initialValues([field])[inputFields([field])[0]!.key]).toBe('2026-06-01');
    expect(issuesOf(field, '2026-03-04')).toEqual([]);
    expect(issuesOf(field, '2026-03-04T10:00')).toEqual([]);
    expect(issuesOf(field, '2025-12-31')).toEqual(['Day: from 2026-01-01']);
    expect(issuesOf(field, '2027-01-01')).toEqual(['Day: until 2026-12-31']);
    expect(issuesOf(field, '04.03.2026')).toEqual(['Day: invalid date']);
  });

  it('checkbox, checkbox list and radio are always valid, even when required', () => {
    expect(issuesOf(fixtureField('checkbox', 'c', { required: true }), false)).toEqual([]);
    expect(issuesOf(fixtureField('checkboxList', 'cl', { required: true }), [])).toEqual([]);
    expect(issuesOf(fixtureField('radioButtonList', 'r', { required: true }), '')).toEqual([]);
  });

  it('dropdown and list follow required', () => {
    expect(issuesOf(fixtureField('dropdownList', 'd', { title: 'Topic', required: true }), '')).toEqual(['Topic is required.']);
    expect(issuesOf(fixtureField('listBox', 'l', { title: 'Areas', required: true }), [])).toEqual(['Areas is required.']);
    expect(issuesOf(fixtureField('listBox', 'l', { title: 'Areas', required: true }), ['a'])).toEqual([]);
  });

  describe('file upload (§5, §9 size units)', () => {
    const file = (name: string, size: number, type = 'application/pdf') => ({ name, size, type });
    const upload = (model: Parameters<typeof fixtureField>[2]) => fixtureField('fileUpload', 'cv', { title: 'CV', ...model });

    it('size limit in bytes, KB, MB and GB', () => {
      for (const [unit, name] of [
        [1, 'bytes'],
        [1024, 'KB'],
        [1048576, 'MB'],
        [1073741824, 'GB'],
      ] as const) {
        const field = upload({ maxFileSize: 2, fileSizeUnit: unit });
        expect(issuesOf(field, [file('a.pdf', 2 * unit)])).toEqual([]);
        expect(issuesOf(field, [file('a.pdf', 2 * unit + 1)])).toEqual([`max 2 ${name}`]);
      }
    });

    it('an unknown unit counts as bytes; the server-configured message fills {0} size and {1} unit', () => {
      const field = upload({
        maxFileSize: 3,
        fileSizeUnit: 7,
        validationDataModels: [{ itemId: '', name: 'FileSizeValidator', message: 'Files up to {0} {1}.' }],
      });
      expect(issuesOf(field, [file('a.pdf', 4)])).toEqual(['Files up to 3 bytes.']);
    });

    it('allowed extensions and content types', () => {
      const field = upload({ allowedContentTypes: '.pdf, image/png,docx' });
      expect(issuesOf(field, [file('a.PDF', 1)])).toEqual([]);
      expect(issuesOf(field, [file('a.bin', 1, 'image/png')])).toEqual([]);
      expect(issuesOf(field, [file('a.docx', 1, '')])).toEqual([]);
      expect(issuesOf(field, [file('a.exe', 1, 'application/x-msdownload')])).toEqual(['only .pdf, image/png, .docx']);
    });

    it('count up to maxFileCount, never more than five; required needs one file', () => {
      expect(issuesOf(upload({ maxFileCount: 2 }), [file('a.pdf', 1), file('b.pdf', 1), file('c.pdf', 1)])).toEqual([
        'CV: at most 2 files',
      ]);
      const many = Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`, 1));
      expect(issuesOf(upload({ maxFileCount: 9 }), many)).toEqual(['CV: at most 5 files']);
      expect(issuesOf(upload({ maxFileCount: 9 }), many.slice(0, 5))).toEqual([]);
      expect(issuesOf(upload({ required: true }), [])).toEqual(['CV is required.']);
      expect(issuesOf(upload({ required: false }), [])).toEqual([]);
    });
  });

  it('sections are flattened; buttons, text and unknown types have no value', () => {
    const section: FormField = {
      ...fixtureField('section', 's'),
      fields: [fixtureField('singleLineText', 'inner'), fixtureField('text', 't')],
    };
    const unknown: FormField = {
      model: { itemId: 'x', name: 'x', fieldTypeItemId: '{00000000-0000-0000-0000-000000000000}' },
      valueField: { id: '', name: 'x', value: '' },
    };
    expect(inputFields([section, unknown, fixtureField('button', 'b')]).map((input) => input.name)).toEqual([
      'fxb.test.Fields[inner].Value',
    ]);
  });
});
