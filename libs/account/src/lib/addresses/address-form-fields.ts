import type { AddressFormInput } from '@mbw/account-data-access';

export type FieldName = Exclude<keyof AddressFormInput, 'id' | 'isBusiness'>;

/** The form's fields in screen order (the first with an error gets focus). */
export const FIELD_ORDER: FieldName[] = [
  'company',
  'firstName',
  'lastName',
  'phone',
  'address1',
  'address2',
  'zip',
  'city',
  'countryCode',
  'provinceCode',
];

/** The issue code of a field the API refused (its 400 `errors`). */
export const SERVER_ISSUE = 'server';

/** The focusable control of a field (a text input or a select's button) inside its `data-field` wrapper. */
export function fieldControlSelector(name: FieldName): string {
  return `[data-field="${name}"] input:not([type="hidden"]), [data-field="${name}"] button`;
}
