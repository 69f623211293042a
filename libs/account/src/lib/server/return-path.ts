import { isSameOriginPath } from '@mbw/util';

/**
 * Where sign-in goes back to: a path on this site only (ARCHITECTURE §6: every redirect target is
 * checked). Anything else, an absolute or protocol-relative URL, a backslash trick, a control
 * character or the sign-in routes themselves, goes to the home page.
 */
export function safeReturnPath(raw: string | null | undefined, fallback = '/'): string {
  const value = raw?.trim() ?? '';
  // The site's one same-origin-path rule (also the consent form's), plus control characters it
  // does not name (browsers drop some, turning /\0/evil into //evil).
  if (!isSameOriginPath(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'https://site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://site.invalid') return fallback;
  if (/^\/(login|logout|auth)(\/|$)/i.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
