/**
 * The header rules of issue 5, as pure functions over a response's headers and body, so they are
 * unit-tested and the report only does the I/O. `observatoryScore` follows the Mozilla HTTP
 * Observatory's scheme (start at 100, subtract penalties, add bonuses) for the tests that can be
 * judged from one response; it is an estimate, not the Observatory itself.
 */
export interface ProbedResponse {
  status: number;
  headers: Headers;
  body: string;
  /** Whether the page was asked for on a public host name (not localhost). */
  publicHost: boolean;
}

export function parseCsp(value: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

export function baseHeaderFailures(response: ProbedResponse): string[] {
  const h = response.headers;
  const failures: string[] = [];
  if (h.get('x-content-type-options') !== 'nosniff') failures.push('X-Content-Type-Options is not nosniff');
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(h.get('referrer-policy') ?? ''))
    failures.push('Referrer-Policy is not private');
  if (!h.get('permissions-policy')) failures.push('no Permissions-Policy');
  if (h.get('cross-origin-opener-policy') !== 'same-origin') failures.push('Cross-Origin-Opener-Policy is not same-origin');
  if (h.has('x-powered-by')) failures.push('X-Powered-By is sent');
  if (h.has('access-control-allow-origin')) failures.push(`CORS allows ${h.get('access-control-allow-origin')}`);
  const hsts = /max-age=(\d+)/.exec(h.get('strict-transport-security') ?? '');
  if (response.publicHost && (!hsts || Number(hsts[1]) < 15_552_000)) failures.push('HSTS missing or under 6 months on a public host');
  if (!response.publicHost && hsts) failures.push('HSTS sent on localhost');
  return failures;
}

export function documentFailures(response: ProbedResponse): string[] {
  const failures = baseHeaderFailures(response);
  const csp = parseCsp(response.headers.get('content-security-policy'));
  if (csp.size === 0) return [...failures, 'no Content-Security-Policy'];
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  if (scripts.some((source) => /^'unsafe-(inline|eval)'$|^\*$|^https?:$|^data:$/.test(source)))
    failures.push(`script-src allows ${scripts.join(' ')}`);
  if (csp.get('object-src')?.join(' ') !== "'none'") failures.push("object-src is not 'none'");
  if (csp.get('base-uri')?.join(' ') !== "'none'") failures.push("base-uri is not 'none'");
  if (!csp.has('frame-ancestors')) failures.push('no frame-ancestors');
  if (response.publicHost && !csp.has('upgrade-insecure-requests')) failures.push('no upgrade-insecure-requests on a public host');
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  const withoutNonce = inline.filter(([, attributes]) => !nonce || !attributes!.includes(`nonce="${nonce}"`));
  if (withoutNonce.length > 0) failures.push(`${withoutNonce.length} inline script(s) without the policy's nonce`);
  return failures;
}

export function cookieFailures(response: ProbedResponse): string[] {
  const failures: string[] = [];
  for (const cookie of response.headers.getSetCookie()) {
    const name = cookie.split('=')[0];
    if (cookie.length >= 4096) failures.push(`cookie ${name} is ${cookie.length} bytes`);
    if (!/;\s*SameSite=/i.test(cookie)) failures.push(`cookie ${name} has no SameSite`);
    if (response.publicHost && !/;\s*Secure/i.test(cookie)) failures.push(`cookie ${name} is not Secure on a public host`);
  }
  return failures;
}

export function observatoryScore(response: ProbedResponse): number {
  const h = response.headers;
  const csp = parseCsp(h.get('content-security-policy'));
  let score = 100;
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  if (csp.size === 0) score -= 25;
  else if (scripts.some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'")) score -= 20;
  else if (csp.get('default-src')?.join(' ') === "'none'") score += 10;
  if (h.get('x-content-type-options') !== 'nosniff') score -= 5;
  const frameAncestors = csp.has('frame-ancestors');
  if (!frameAncestors && !h.has('x-frame-options')) score -= 20;
  else if (frameAncestors) score += 5;
  if (/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(h.get('referrer-policy') ?? '')) score += 5;
  if (response.publicHost && !h.has('strict-transport-security')) score -= 20;
  if (h.get('access-control-allow-origin') === '*' && h.get('access-control-allow-credentials') === 'true') score -= 50;
  if (cookieFailures(response).length > 0) score -= 20;
  return score;
}

export function grade(score: number): string {
  if (score >= 100) return 'A+';
  if (score >= 90) return 'A';
  if (score >= 85) return 'A-';
  if (score >= 80) return 'B+';
  if (score >= 70) return 'B';
  if (score >= 50) return 'C';
  return 'F';
}
