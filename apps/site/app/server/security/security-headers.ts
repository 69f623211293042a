/**
 * Security headers (ARCHITECTURE §6, issue 5), in one place for documents, data and resource
 * responses (root middleware) and static files (server/serve.ts). No imports: the production
 * server loads this file directly with Node's type stripping.
 */

export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

/** Headers every response carries, whatever its type. */
export function baseSecurityHeaders(hostname: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
  // Browsers ignore HSTS on plain http, but a TLS-terminating proxy in front makes the app see http.
  if (!isLocalhost(hostname)) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload';
  return headers;
}

/** Where mapbox-gl fetches styles, tiles and sends its telemetry (Mapbox's CSP guide), named only when Mapbox is configured. */
const MAPBOX_HOSTS = 'https://api.mapbox.com https://*.tiles.mapbox.com https://events.mapbox.com';

/**
 * The document policy. Scripts: our own files and inline scripts carrying this response's nonce;
 * never 'unsafe-inline' or 'unsafe-eval'. Styles: own files and the nonce'd theme <style>; style
 * attributes stay allowed (accessible-primitive libraries position overlays with them).
 * The Vite dev server injects scripts and styles at run time, so development gets only the
 * framing and plugin rules. `connectSources`: origins the page may send to besides its own (the
 * error reporter's, when SENTRY_DSN is set). With a Mapbox style (`mapbox`), the maps may reach
 * Mapbox's hosts. `tagManager`: the configured tag manager's hosts (issue 29; none without a
 * container, apps/site/app/analytics/tag-manager-settings.ts).
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  hostname: string;
  development: boolean;
  connectSources?: readonly string[];
  mapbox?: boolean;
  tagManager?: { script: string[]; connect: string[] };
}): string {
  const always = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'"];
  if (options.development) return always.join('; ');
  const nonce = `'nonce-${options.nonce}'`;
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", nonce, ...(options.tagManager?.script ?? [])].join(' '),
    `style-src 'self' ${nonce}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: https:${options.mapbox ? ' blob:' : ''}`,
    "font-src 'self'",
    [
      "connect-src 'self'",
      ...(options.mapbox ? [MAPBOX_HOSTS] : []),
      ...(options.connectSources ?? []),
      ...(options.tagManager?.connect ?? []),
    ].join(' '),
    "media-src 'self' https:",
    "frame-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    ...always,
  ];
  if (!isLocalhost(options.hostname)) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
