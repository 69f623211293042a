import { listItems } from './list-fields';

export { listItems } from './list-fields';

/**
 * Names from a list of tag items (industries): each item's Title, else Name, else display name;
 * a plain text field is split on commas, semicolons and pipes.
 */
export function tagNames(field: unknown): string[] {
  const text = (field as { value?: unknown } | undefined)?.value;
  if (typeof text === 'string')
    return text
      .split(/[,;|]/)
      .map((part) => part.trim())
      .filter(Boolean);
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
