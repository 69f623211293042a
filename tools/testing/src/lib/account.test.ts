import { describe, expect, it } from 'vitest';
import { expiredSessionCookie, openSession, sealSession, SESSION_COOKIE, tamperedCookie } from './account.ts';

describe('session helpers', () => {
  it('tamper with one character of a cookie', () => {
    const cookie = 'kestrel_session=aaa.bbb.ccc.ddd.eeeeA12';
    const tampered = tamperedCookie(cookie);
    expect(tampered).toHaveLength(cookie.length);
    expect([...tampered].filter((character, index) => character !== cookie[index])).toHaveLength(1);
  });

  it('seal a session that opens again, and an expired one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sealed = await sealSession(
      { sub: 'cust-0001', accessToken: 'a', accessTokenExpiresAt: now, refreshToken: 'r', iat: 1, exp: 2 },
      now,
      now + 60,
    );
    expect(await openSession(sealed)).toMatchObject({ sub: 'cust-0001', iat: now, exp: now + 60 });
    const expired = await expiredSessionCookie();
    expect(expired.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    await expect(openSession(expired.slice(SESSION_COOKIE.length + 1))).rejects.toThrow(/exp/);
  });
});
