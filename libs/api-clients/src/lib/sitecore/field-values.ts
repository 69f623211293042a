import type { Field, ImageFieldValue, LinkFieldValue } from './layout-types';

/**
 * Readers for layout-service fields that tolerate content gaps: a missing field, or one of the
 * wrong shape, reads as empty instead of crashing a page (spec discovery §5 "empty shell").
 */
export function textValue(field: unknown): string {
  const value = (field as Field<unknown> | undefined)?.value;
  return typeof value === 'string' ? value : '';
}

/** A link field's value when it has an href, else null. */
export function linkValue(field: unknown): LinkFieldValue | null {
  const value = (field as Field<unknown> | undefined)?.value as Partial<LinkFieldValue> | undefined;
  return value && typeof value.href === 'string' && value.href !== '' ? (value as LinkFieldValue) : null;
}

/** A link that can be shown: an href and a non-empty text. */
export function labelledLinkValue(field: unknown): { href: string; text: string } | null {
  const link = linkValue(field);
  return link && typeof link.text === 'string' && link.text !== '' ? { href: link.href, text: link.text } : null;
}

/** An image field that can be shown: a src and numeric intrinsic width and height (else null). */
export function imageValue(field: unknown): { src: string; alt: string; width: number; height: number } | null {
  const value = (field as Field<unknown> | undefined)?.value as Partial<ImageFieldValue> | undefined;
  if (!value || typeof value.src !== 'string' || value.src === '') return null;
  const width = Number(value.width);
  const height = Number(value.height);
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null;
  return { src: value.src, alt: typeof value.alt === 'string' ? value.alt : '', width, height };
}

/** A checkbox field: true only for true, '1' or 'true'. */
export function checkboxValue(field: unknown): boolean {
  const value = (field as Field<unknown> | undefined)?.value;
  return value === true || value === '1' || value === 'true';
}
