import * as client from 'openid-client';
import { describe, expect, it, vi } from 'vitest';
import { SessionSchema, type Session } from '@mbw/account-data-access';
import { SESSION_MAX_AGE_SECONDS, seal, unseal } from './session';
import { credentialsFor, needsRefresh, refreshSession } from './tokens';

const now = new Date('2026-11-23T10:00:00Z');
const epoch = Math.floor(now.getTime() / 1000);
const session: Session = {
  sub: 'cust-0003',
  email: 'lea.fischer@example.com',
  givenName: 'Léa',
  familyName: 'Fischer',
  preLaunchAccess: false,
  restrictedDownloads: true,
  idToken: 'id.token.old',
  accessToken: 'access-old',
  accessTokenExpiresAt: epoch + 3600,
  refreshToken: 'refresh-1',
};
const config = {} as client.Configuration;
const refused = () =>
  new client.ResponseBodyError('server responded with an error in the response body', {
    cause: { error: 'invalid_grant' },
    response: new Response(null, { status: 400 }),
  });

describe('the access token of a request', () => {
  it('is used as it is while more than a minute is left', async () => {
    const refresh = vi.fn();
    expect(needsRefresh(session, now)).toBe(false);
    expect(await credentialsFor(session, refresh, now)).toEqual({ kind: 'ok', accessToken: 'access-old', session, refreshed: false });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('is refreshed when under a minute is left or it has expired, and the new session is to be sealed', async () => {
    for (const left of [59, 0, -600]) {
      const expiring = { ...session, accessTokenExpiresAt: epoch + left };
      expect(needsRefresh(expiring, now)).toBe(true);
      const refresh = vi.fn(async (old: Session) => ({ ...old, accessToken: 'access-new', accessTokenExpiresAt: epoch + 3600 }));
      expect(await credentialsFor(expiring, refresh, now)).toMatchObject({
        kind: 'ok',
        accessToken: 'access-new',
        refreshed: true,
        session: { accessToken: 'access-new' },
      });
      expect(refresh).toHaveBeenCalledOnce();
    }
  });

  it('asks the provider once for parallel requests of one session', async () => {
    const expiring = { ...session, accessTokenExpiresAt: epoch - 1, refreshToken: 'refresh-parallel' };
    let release!: () => void;
    const refresh = vi.fn(
      () =>
        new Promise<Session>(
          (resolve) => (release = () => resolve({ ...expiring, accessToken: 'access-new', accessTokenExpiresAt: epoch + 3600 })),
        ),
    );
    const both = Promise.all([credentialsFor(expiring, refresh, now), credentialsFor(expiring, refresh, now)]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    release();
    expect((await both).map((outcome) => outcome.kind === 'ok' && outcome.accessToken)).toEqual(['access-new', 'access-new']);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('is no session when there is none or the provider refuses the refresh (signed out, grant revoked)', async () => {
    expect(await credentialsFor(null, vi.fn(), now)).toEqual({ kind: 'invalid', reason: 'no-session' });
    const expiring = { ...session, accessTokenExpiresAt: epoch + 30, refreshToken: 'refresh-revoked' };
    expect(await credentialsFor(expiring, () => Promise.reject(refused()), now)).toEqual({ kind: 'invalid', reason: 'refresh-refused' });
    const withoutRefresh = { ...session, accessTokenExpiresAt: epoch - 1, refreshToken: '' };
    expect(await credentialsFor(withoutRefresh, vi.fn(), now)).toEqual({ kind: 'invalid', reason: 'refresh-refused' });
  });

  it('keeps a still valid token while the provider is out of reach, and is unavailable (not signed out) once it has expired', async () => {
    const down = () => Promise.reject(new TypeError('fetch failed'));
    const soon = { ...session, accessTokenExpiresAt: epoch + 30, refreshToken: 'refresh-down-1' };
    expect(await credentialsFor(soon, down, now)).toMatchObject({ kind: 'ok', accessToken: 'access-old', refreshed: false });
    const expired = { ...session, accessTokenExpiresAt: epoch - 30, refreshToken: 'refresh-down-2' };
    expect(await credentialsFor(expired, down, now)).toMatchObject({ kind: 'unavailable' });
  });
});

describe('refreshSession', () => {
  it('takes the new access token and its expiry, keeps the refresh and ID tokens the provider did not replace', async () => {
    const grant = vi.fn(async () => ({ access_token: 'access-new', expires_in: 3600, token_type: 'bearer' as const }));
    const refreshed = await refreshSession(config, session, { now, grant });
    expect(grant).toHaveBeenCalledWith(config, 'refresh-1');
    expect(refreshed).toEqual({ ...session, accessToken: 'access-new', accessTokenExpiresAt: epoch + 3600 });
    const rotated = await refreshSession(config, session, {
      now,
      grant: async () => ({ access_token: 'a', expires_in: 60, refresh_token: 'refresh-2', id_token: 'id.token.new' }),
    });
    expect(rotated).toMatchObject({ refreshToken: 'refresh-2', idToken: 'id.token.new', accessTokenExpiresAt: epoch + 60 });
  });
});

describe('the session cookie with tokens', () => {
  it('stays well under the 4 KB a browser keeps for a cookie: a real-sized ID token and opaque tokens, or even 400-character tokens', async () => {
    const secret = 'a-test-secret-of-at-least-32-characters!';
    const setCookie = async (value: Session) =>
      `kestrel_session=${await seal(value, secret, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS })}; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax; Secure`;
    // An RS256 ID token with the customer's claims is about 1.1 KB; the provider's tokens are opaque, 43 characters.
    const idToken = `${'h'.repeat(100)}.${'p'.repeat(700)}.${'s'.repeat(342)}`;
    const real: Session = { ...session, idToken, accessToken: 'a'.repeat(43), refreshToken: 'r'.repeat(43) };
    expect((await setCookie(real)).length).toBeLessThan(2500);
    const long: Session = { ...real, accessToken: 'a'.repeat(400), refreshToken: 'r'.repeat(400) };
    const longCookie = await setCookie(long);
    expect(longCookie.length).toBeLessThan(3500);
    expect(await unseal(/=([^;]+)/.exec(longCookie)![1], secret, SessionSchema)).toMatchObject({
      accessToken: long.accessToken,
      refreshToken: long.refreshToken,
    });
  });
});
