import { FIELD_TYPES, type FieldKind } from '../model/field-types';
import type { FieldViewModel, FormField, SitecoreForm } from '../model/form-model';
import type { FormMessages } from '../rules/form-schema';

/** A field of the fixture form: `valueField.name` follows Sitecore's `{prefix}.Fields[{id}].Value`. */
export function fixtureField(kind: FieldKind, itemId: string, model: Partial<FieldViewModel> = {}): FormField {
  const name = `fxb.test.Fields[${itemId}].Value`;
  return {
    model: { itemId, name: itemId, fieldTypeItemId: FIELD_TYPES[kind], title: itemId, ...model },
    ...(kind === 'button' || kind === 'section' || kind === 'text'
      ? {}
      : {
          valueField: { id: `fxb_test_${itemId}`, name, value: '' },
          indexField: { id: '', name: 'fxb.test.Fields.Index', value: itemId },
        }),
    ...(kind === 'button'
      ? {
          buttonField: { id: `fxb_test_${itemId}`, name: 'fxb.test.NavigationButtons', value: itemId },
          navigationButtonsField: { id: '', name: 'fxb.test.NavigationButtons', value: itemId },
          navigationStepField: { id: '', name: `fxb.test.${itemId}.NavigationStep`, value: '1' },
        }
      : {}),
  };
}

export function fixtureForm(fields: FormField[]): SitecoreForm {
  return {
    htmlPrefix: 'fxb.test',
    formItemId: { id: '', name: 'fxb.test.FormItemId', value: '{FORM}' },
    formSessionId: { id: '', name: 'fxb.test.FormSessionId', value: 'session' },
    metadata: { itemId: '{FORM}', isTrackingEnabled: true },
    fields: [...fields, fixtureField('button', 'submit', { title: 'Send' })],
  };
}

/** Plain messages for tests (the renderer passes Lingui's). */
export const plainMessages: FormMessages = {
  required: (title) => `${title} is required.`,
  email: (title) => `${title}: invalid e-mail`,
  phone: (title) => `${title}: invalid phone`,
  number: (title) => `${title}: not a number`,
  numberMin: (title, min) => `${title}: at least ${min}`,
  numberMax: (title, max) => `${title}: at most ${max}`,
  date: (title) => `${title}: invalid date`,
  dateMin: (title, min) => `${title}: from ${min}`,
  dateMax: (title, max) => `${title}: until ${max}`,
  tooLong: (title, maxLength) => `${title}: at most ${maxLength} characters`,
  tooShort: (title, minLength) => `${title}: at least ${minLength} characters`,
  fileSize: (size, unit) => `max ${size} ${unit}`,
  fileType: (allowed) => `only ${allowed}`,
  fileCount: (count, title) => `${title}: at most ${count} files`,
};
