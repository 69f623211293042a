import { describe, expect, it } from 'vitest';
import { SessionSchema, type Session } from '@mbw/account-data-access';
import { SESSION_MAX_AGE_SECONDS, seal, unseal } from './session';

const secret = 'a-test-secret-of-at-least-32-characters!';
const session: Session = {
  sub: 'cust-1',
  email: 'a@example.com',
  givenName: 'Anna',
  familyName: 'Keller',
  preLaunchAccess: false,
  restrictedDownloads: true,
  idToken: 'x.y.z',
  accessToken: 'opaque-access',
  accessTokenExpiresAt: 1_795_000_000,
  refreshToken: 'opaque-refresh',
};
const at = (iso: string) => new Date(iso);

describe('the session cookie', () => {
  it('round-trips, and is encrypted: the value shows nothing of the customer', async () => {
    const sealed = await seal(session, secret, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, now: at('2026-11-23T10:00:00Z') });
    expect(sealed.split('.')).toHaveLength(5);
    const visible = Buffer.from(sealed.replace(/[-_.]/g, ''), 'base64').toString('latin1');
    for (const secretPart of ['Keller', 'opaque-access', 'opaque-refresh']) expect(visible).not.toContain(secretPart);
    expect(await unseal(sealed, secret, SessionSchema, at('2026-11-23T12:00:00Z'))).toMatchObject(session);
  });

  it('is no session once expired, under another secret, tampered with, or of another shape', async () => {
    const sealed = await seal(session, secret, { maxAgeSeconds: 60, now: at('2026-11-23T10:00:00Z') });
    expect(await unseal(sealed, secret, SessionSchema, at('2026-11-23T10:02:00Z'))).toBeNull();
    expect(await unseal(sealed, 'another-secret-of-at-least-32-characters', SessionSchema, at('2026-11-23T10:00:30Z'))).toBeNull();
    // One character of the tag changed (the third from the end: all six of its bits count).
    const tampered = `${sealed.slice(0, -3)}${sealed.at(-3) === 'A' ? 'B' : 'A'}${sealed.slice(-2)}`;
    expect(await unseal(tampered, secret, SessionSchema, at('2026-11-23T10:00:30Z'))).toBeNull();
    const other = await seal({ sub: 'x' }, secret, { maxAgeSeconds: 60, now: at('2026-11-23T10:00:00Z') });
    expect(await unseal(other, secret, SessionSchema, at('2026-11-23T10:00:30Z'))).toBeNull();
    const withoutTokens = await seal(
      { ...session, accessToken: undefined, accessTokenExpiresAt: undefined, refreshToken: undefined },
      secret,
      { maxAgeSeconds: 60, now: at('2026-11-23T10:00:00Z') },
    );
    expect(await unseal(withoutTokens, secret, SessionSchema, at('2026-11-23T10:00:30Z'))).toBeNull();
    for (const junk of ['', 'garbage', '%%%', 'a.b.c.d.e', 'x'.repeat(9000)]) expect(await unseal(junk, secret, SessionSchema)).toBeNull();
  });
});
