/**
 * The redirect-origin check (ARCHITECTURE §6: every redirect target, form redirects included, is
 * checked against an allow-list of own origins). A relative URL stays on the page's origin; an
 * absolute one must name an own origin exactly (scheme, host and port); protocol-relative
 * ("//evil.example"), javascript:, data: and backslash tricks are refused.
 * Returns the URL to follow (relative as given, absolute normalised) or undefined.
 */
export function ownRedirectTarget(redirectUrl: unknown, pageOrigin: string, ownOrigins: readonly string[] = []): string | undefined {
  if (typeof redirectUrl !== 'string') return undefined;
  const raw = redirectUrl.trim();
  // Control characters and backslashes: browsers read them in ways URL parsers disagree on.
  if (raw === '' || raw.includes('\\') || [...raw].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  let target: URL;
  let base: URL;
  try {
    base = new URL(pageOrigin);
    target = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  const allowed = new Set([base.origin, ...ownOrigins.flatMap((origin) => originOf(origin) ?? [])]);
  if (!allowed.has(target.origin)) return undefined;
  if (raw.startsWith('/') && !raw.startsWith('//')) return `${target.pathname}${target.search}${target.hash}`;
  return target.href;
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
