import { createContext as createReactContext, use } from 'react';
import { createContext } from 'react-router';

/** The per-request CSP nonce, created by the root middleware and read by entry.server. */
export const nonceContext = createContext<string>('');

/** 128 random bits, base64 (Web Crypto, so this module is safe in any bundle). */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Makes the nonce available to <Scripts>, <ScrollRestoration> and the theme <style> during the
 * server render. In the browser there is no provider and the value is undefined, which is right:
 * browsers hide nonce attributes from scripts, and hydration does not touch them.
 */
export const NonceContext = createReactContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return use(NonceContext);
}
