/**
 * Baseline security headers on every document. The quality-gates issue extends this with a
 * nonce-based Content-Security-Policy for scripts; frame-ancestors, nosniff and the referrer
 * policy hold from the start.
 */
export function applySecurityHeaders(headers: Headers, url: URL): void {
  headers.set('Content-Security-Policy', "frame-ancestors 'self'; object-src 'none'; base-uri 'none'");
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=()');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!local && url.protocol === 'https:') headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}
