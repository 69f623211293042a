/** One child item of a block's datasource, as the layout service sends a multilist/children field. */
export interface DatasourceItem {
  id?: string;
  name?: string;
  fields?: Record<string, unknown>;
}

/**
 * The child items of a datasource field: null when the field is absent or not a list (no
 * datasource was set: spec discovery §8 "No datasource item defined"), else the items that are
 * objects (anything else is a content gap and is skipped).
 */
export function datasourceItems(field: unknown): DatasourceItem[] | null {
  if (!Array.isArray(field)) return null;
  return field.filter((item): item is DatasourceItem => typeof item === 'object' && item !== null);
}

/** A stable React key for an item: its id, else its name, else its position. */
export function itemKey(item: DatasourceItem, index: number): string {
  return typeof item.id === 'string' && item.id !== ''
    ? item.id
    : typeof item.name === 'string' && item.name !== ''
      ? item.name
      : String(index);
}

/** A rich text field that went through the server sanitiser (see ../blocks/rich-text.tsx). */
export function sanitizedHtml(field: unknown): string {
  const candidate = field as { value?: unknown; sanitized?: unknown } | undefined;
  return candidate?.sanitized === true && typeof candidate.value === 'string' ? candidate.value : '';
}
