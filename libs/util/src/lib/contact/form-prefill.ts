/**
 * Values that another feature on the page hands to a contact form's hidden fields, by the field's
 * name (issue 28: the quote form posts the wishlist products its page lists). Features do not
 * import each other: the wishlist feature sets the value, the form renderer reads it.
 */
export const WISHLIST_PRODUCTS_FIELD = 'wishlistProducts';

const values = new Map<string, string>();
const listeners = new Set<() => void>();

/** Sets (or with null removes) the value for hidden fields named `name`. */
export function setFormPrefill(name: string, value: string | null): void {
  if ((values.get(name) ?? null) === value) return;
  if (value === null) values.delete(name);
  else values.set(name, value);
  for (const listener of listeners) listener();
}

export function readFormPrefill(name: string): string | undefined {
  return values.get(name);
}

/** For useSyncExternalStore: called after every change. */
export function subscribeFormPrefill(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
