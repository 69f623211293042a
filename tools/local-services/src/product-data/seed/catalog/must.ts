/** A value the catalog guarantees (an index into a fixed table, a looked-up id); throws if broken. */
export function must<T>(value: T | null | undefined, what = 'catalog value'): T {
  if (value === null || value === undefined) throw new Error(`local-services catalog: missing ${what}`);
  return value;
}

/** items[index], which the caller knows exists. */
export function at<T>(items: readonly T[], index: number): T {
  return must(items[index], `item ${index} of ${items.length}`);
}
