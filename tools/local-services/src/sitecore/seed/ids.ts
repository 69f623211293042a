import { createHash } from 'node:crypto';

/** Stable GUID-shaped id for a seeded item, so ids survive a reseed and tests can rely on them. */
export function itemId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
