import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, isSignedIn } from './viewer';

describe('isSignedIn (spec account §6)', () => {
  const user = { userName: 'extranet\\jane.doe', canAccessPreLaunchProducts: false };

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
