import type { Field, LinkFieldValue } from '@mbw/api-clients';

/** A text field's value, or '' when the field is missing or not text (content gaps must not crash). */
export function textValue(field: unknown): string {
  const value = (field as Field<unknown> | undefined)?.value;
  return typeof value === 'string' ? value : '';
}

/** A link field's value when it has an href, else null. */
export function linkValue(field: unknown): LinkFieldValue | null {
  const value = (field as Field<unknown> | undefined)?.value as Partial<LinkFieldValue> | undefined;
  return value && typeof value.href === 'string' && value.href !== '' ? (value as LinkFieldValue) : null;
}
