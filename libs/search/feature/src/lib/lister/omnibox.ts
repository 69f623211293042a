import { useSyncExternalStore } from 'react';

/** Spec discovery §7: the omnibox's own pipeline; it offers accessories and products (§2 "to pick an accessory or product"). */
export const OMNIBOX_PIPELINE = 'Omnibox';
export const OMNIBOX_SCOPE = '@herotemplatename==Accessory OR @herotemplatename==Product';
/** Spec discovery §2: the accessories omnibox's pre-filled name, from the URL's hash (`#accessoryName=…`). */
export const ACCESSORY_NAME_HASH_PARAMETER = 'accessoryName';

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** A parameter of the URL's hash (`#a=b&c=d`), at most 200 characters; null on the server (which never sees the hash). */
export function useHashParameter(name: string): string | null {
  return useSyncExternalStore(
    subscribeToHash,
    () => new URLSearchParams(window.location.hash.slice(1)).get(name)?.slice(0, 200) ?? null,
    () => null,
  );
}
