/** An item of a multilist, treelist or child-item field as the layout service sends it. */
export interface ListItem {
  id: string;
  fields: Record<string, unknown>;
  displayName?: string;
}

/**
 * The items of a list field: the JSS array shape or a `{ value: [...] }` wrapper. Entries without
 * a fields object are content gaps and are dropped; ids fall back to the position.
 */
export function listItems(field: unknown): ListItem[] {
  const raw = Array.isArray(field) ? field : (field as { value?: unknown } | undefined)?.value;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown, index) => {
    const candidate = entry as { id?: unknown; fields?: unknown; displayName?: unknown } | null;
    if (!candidate || typeof candidate.fields !== 'object' || candidate.fields === null) return [];
    return [
      {
        id: typeof candidate.id === 'string' && candidate.id ? candidate.id : String(index),
        fields: candidate.fields as Record<string, unknown>,
        ...(typeof candidate.displayName === 'string' ? { displayName: candidate.displayName } : {}),
      },
    ];
  });
}
