import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on the site, with its query and hash', () => {
    expect(safeReturnPath('/de/company/history')).toBe('/de/company/history');
    expect(safeReturnPath('/en/downloadsPage/CALORA-S3?tab=2#manuals')).toBe('/en/downloadsPage/CALORA-S3?tab=2#manuals');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['encoded tab trick', '/\t/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative', 'company'],
    ['empty', ''],
    ['missing', null],
    ['the sign-in routes', '/login?return_to=/x'],
    ['the callback', '/auth/callback'],
    ['sign-out', '/logout'],
    ['oversized', `/${'a'.repeat(3000)}`],
  ])('sends %s to the home page', (_, raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });
});
