import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, isSignedIn, viewerOf } from './viewer';

describe('isSignedIn (spec account §6)', () => {
  const user = { ...ANONYMOUS_VIEWER, userName: 'extranet\\jane.doe' };

  it('is true for a named user when the editor is not active', () => {
    expect(isSignedIn(user, { editorActive: false })).toBe(true);
  });

  it('is false without a user, for the anonymous name, or while editing', () => {
    expect(isSignedIn(ANONYMOUS_VIEWER, { editorActive: false })).toBe(false);
    expect(isSignedIn({ ...user, userName: '  ' }, { editorActive: false })).toBe(false);
    expect(isSignedIn({ ...user, userName: 'Extranet\\anonymous' }, { editorActive: false })).toBe(false);
    expect(isSignedIn(user, { editorActive: true })).toBe(false);
  });
});

describe('viewerOf', () => {
  it("is the session's customer: e-mail as user name, the last name to greet, the account flags", () => {
    const viewer = viewerOf({
      sub: 'c1',
      email: 'anna@example.com',
      givenName: 'Anna',
      familyName: 'Keller',
      preLaunchAccess: true,
      restrictedDownloads: false,
      idToken: 't',
      accessToken: 'a',
      accessTokenExpiresAt: 0,
      refreshToken: 'r',
    });
    expect(viewer).toEqual({
      userName: 'anna@example.com',
      lastName: 'Keller',
      canAccessPreLaunchProducts: true,
      canDownloadRestricted: false,
    });
    expect(isSignedIn(viewer, { editorActive: false })).toBe(true);
  });

  it('is anonymous without a session', () => {
    expect(viewerOf(null)).toBe(ANONYMOUS_VIEWER);
  });
});
