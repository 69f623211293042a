import { describe, expect, it } from 'vitest';
import { cookieFailures, documentFailures, grade, observatoryScore, type ProbedResponse } from './security-rules.ts';

const goodCsp = "default-src 'self'; script-src 'self' 'nonce-abc'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";
function response(
  headers: Record<string, string>,
  body = '<script nonce="abc">1</script>',
  publicHost = false,
  cookies: string[] = [],
): ProbedResponse {
  const h = new Headers({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
    'cross-origin-opener-policy': 'same-origin',
    'content-security-policy': goodCsp,
    ...headers,
  });
  for (const cookie of cookies) h.append('set-cookie', cookie);
  return { status: 200, headers: h, body, publicHost };
}

describe('documentFailures', () => {
  it('passes a nonce-based policy with the base headers', () => {
    expect(documentFailures(response({}))).toEqual([]);
  });

  it.each([
    ['unsafe-inline scripts', { 'content-security-policy': goodCsp.replace("'nonce-abc'", "'unsafe-inline'") }, /script-src allows/],
    ['a missing policy', { 'content-security-policy': '' }, /no Content-Security-Policy/],
    ['plugins allowed', { 'content-security-policy': goodCsp.replace("object-src 'none'", "object-src 'self'") }, /object-src/],
    ['X-Powered-By', { 'x-powered-by': 'Express' }, /X-Powered-By/],
    ['a reflected CORS origin', { 'access-control-allow-origin': 'https://evil.example' }, /CORS allows/],
  ])('fails %s', (_, headers, message) => {
    expect(documentFailures(response(headers)).join('; ')).toMatch(message);
  });

  it('fails inline scripts without the nonce', () => {
    expect(documentFailures(response({}, '<script>alert(1)</script><script src="/a.js"></script>'))).toEqual([
      "1 inline script(s) without the policy's nonce",
    ]);
  });

  it('wants HSTS and upgrade-insecure-requests on a public host only', () => {
    expect(documentFailures(response({}, undefined, true))).toEqual([
      'HSTS missing or under 6 months on a public host',
      'no upgrade-insecure-requests on a public host',
    ]);
    expect(documentFailures(response({ 'strict-transport-security': 'max-age=63072000' }))).toEqual(['HSTS sent on localhost']);
  });
});

describe('cookies', () => {
  it('want SameSite, Secure on public hosts, and under 4096 bytes', () => {
    expect(cookieFailures(response({}, '', true, ['a=1; Path=/; Secure; SameSite=Lax']))).toEqual([]);
    expect(cookieFailures(response({}, '', true, ['a=1; Path=/', `b=${'x'.repeat(4100)}; SameSite=Lax; Secure`]))).toEqual([
      'cookie a has no SameSite',
      'cookie a is not Secure on a public host',
      'cookie b is 4124 bytes',
    ]);
  });
});

describe('observatoryScore', () => {
  it('gives A+ to the site policy (referrer and frame-ancestors bonuses)', () => {
    expect(observatoryScore(response({}))).toBe(110);
    expect(grade(110)).toBe('A+');
  });

  it('takes 20 for unsafe-inline scripts and 25 without a policy', () => {
    expect(observatoryScore(response({ 'content-security-policy': goodCsp.replace("'nonce-abc'", "'unsafe-inline'") }))).toBe(90);
    // No policy also means no frame-ancestors: another 20 without X-Frame-Options.
    expect(observatoryScore(response({ 'content-security-policy': '' }))).toBe(60);
    expect(observatoryScore(response({ 'content-security-policy': '', 'x-frame-options': 'SAMEORIGIN' }))).toBe(80);
    expect(grade(60)).toBe('C');
  });
});
