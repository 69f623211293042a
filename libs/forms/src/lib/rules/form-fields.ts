import { fieldKindOf, type FieldKind } from '../model/field-types';
import type { FormField } from '../model/form-model';

/** The kinds whose value the visitor enters (and the form posts). */
const INPUT_KINDS: ReadonlySet<FieldKind> = new Set([
  'singleLineText',
  'multipleLineText',
  'email',
  'telephone',
  'number',
  'date',
  'checkbox',
  'checkboxList',
  'dropdownList',
  'listBox',
  'radioButtonList',
  'fileUpload',
  'hidden',
]);

/** An input field of a form, with the key react-hook-form and the schema use for it. */
export interface InputField {
  /** A key without dots or brackets (react-hook-form reads those as paths): `f` + the item id's letters and digits. */
  key: string;
  kind: FieldKind;
  field: FormField;
  /** The name the form builder reads (valueField.name). */
  name: string;
}

export function fieldKey(field: FormField): string {
  return `f${field.model.itemId.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** Every input field of a form in order, sections flattened; fields without a value name are skipped. */
export function inputFields(fields: readonly FormField[]): InputField[] {
  const found: InputField[] = [];
  const visit = (list: readonly FormField[]) => {
    for (const field of list) {
      if (field.fields) visit(field.fields);
      const kind = fieldKindOf(field.model.fieldTypeItemId);
      if (!kind || !INPUT_KINDS.has(kind) || !field.valueField?.name) continue;
      found.push({ key: fieldKey(field), kind, field, name: field.valueField.name });
    }
  };
  visit(fields);
  return found;
}

/** Upload inputs shown one at a time: at most five, whatever the model says (§4). */
export const MAX_UPLOAD_INPUTS = 5;

export function maxFileCountOf(field: FormField): number {
  const count = field.model.maxFileCount;
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 1) return 1;
  return Math.min(Math.floor(count), MAX_UPLOAD_INPUTS);
}

/** The initial values of the form's inputs (react-hook-form's defaultValues), from the model's values. */
export function initialValues(fields: readonly FormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const input of inputFields(fields)) {
    const { model } = input.field;
    const items = model.items ?? [];
    const text = typeof model.value === 'string' ? model.value : '';
    switch (input.kind) {
      case 'checkbox':
        values[input.key] = model.value === true || model.value === 'true';
        break;
      case 'checkboxList':
      case 'listBox':
        values[input.key] = items.filter((item) => item.selected).map((item) => item.value);
        break;
      case 'dropdownList':
      case 'radioButtonList':
        values[input.key] = items.find((item) => item.selected)?.value ?? text;
        break;
      case 'date':
        values[input.key] = text.slice(0, 10);
        break;
      case 'fileUpload':
        values[input.key] = [];
        break;
      default:
        values[input.key] = text;
    }
  }
  return values;
}
