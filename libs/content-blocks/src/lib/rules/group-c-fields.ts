/** An item of a multilist or treelist field as the layout service sends it. */
export interface ListItem {
  id: string;
  fields: Record<string, unknown>;
  displayName?: string;
}

/** The items of a list field (an array, or `{ value: [] }`); anything else → no items. */
export function listItems(field: unknown): ListItem[] {
  const raw = Array.isArray(field) ? field : Array.isArray((field as { value?: unknown } | undefined)?.value) ? (field as { value: unknown[] }).value : [];
  return raw.flatMap((entry, index) => {
    if (!entry || typeof entry !== 'object') return [];
    const item = entry as Partial<ListItem>;
    const fields = item.fields && typeof item.fields === 'object' ? item.fields : {};
    return [{ id: typeof item.id === 'string' ? item.id : String(index), fields, ...(typeof item.displayName === 'string' ? { displayName: item.displayName } : {}) }];
  });
}

/**
 * Names from a list of tag items (industries): each item's Title, else Name, else display name;
 * a plain text field is split on commas, semicolons and pipes.
 */
export function tagNames(field: unknown): string[] {
  const text = (field as { value?: unknown } | undefined)?.value;
  if (typeof text === 'string') return text.split(/[,;|]/).map((part) => part.trim()).filter(Boolean);
  return listItems(field)
    .map((item) => {
      for (const key of ['Title', 'Name']) {
        const value = (item.fields[key] as { value?: unknown } | undefined)?.value;
        if (typeof value === 'string' && value.trim()) return value.trim();
      }
      return item.displayName?.trim() ?? '';
    })
    .filter(Boolean);
}
