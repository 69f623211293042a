import { createContext as createReactContext, use } from 'react';
import { createContext } from 'react-router';

/** The per-request CSP nonce, created by the root middleware and read by entry.server. */
export const nonceContext = createContext<string>('');

/** 128 random bits, base64 (Web Crypto, so this module is safe in any bundle). */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** In the browser: this document's nonce, from the nonce property of <meta name="csp-nonce">. */
function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce || undefined;
}

/**
 * Makes the nonce available to <Scripts>, <ScrollRestoration>, <Links> and the inline <style>s
 * and <script>s. The server render gets it from a provider; the browser reads the document's own
 * (the nonce property keeps it even where the CSP hides the attribute), so hydration renders the
 * same value and links or styles added after hydration carry it too.
 */
export const NonceContext = createReactContext<string | undefined>(documentNonce());

export function useNonce(): string | undefined {
  return use(NonceContext);
}
