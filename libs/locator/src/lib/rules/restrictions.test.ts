import { describe, expect, it } from 'vitest';
import { point } from './fixtures';
import { starState, visiblePoints } from './restrictions';

describe('restricted contacts (spec discovery §5, §6)', () => {
  const open = point({ id: 'open' });
  const restricted = point({ id: 'restricted', isRestrictedContact: '1' });

  it('are hidden only from a restricted user arriving from a quote link', () => {
    expect(visiblePoints([open, restricted], { userRestricted: true, fromQuoteLink: true })).toEqual([open]);
    expect(visiblePoints([open, restricted], { userRestricted: true, fromQuoteLink: false })).toHaveLength(2);
    expect(visiblePoints([open, restricted], { userRestricted: false, fromQuoteLink: true })).toHaveLength(2);
  });

  it('lock the star only when both the user and the contact are restricted; anonymous visitors get the sign-in tooltip', () => {
    expect(starState({ signedIn: false, userRestricted: false }, open)).toBe('anonymous');
    expect(starState({ signedIn: true, userRestricted: false }, restricted)).toBe('active');
    expect(starState({ signedIn: true, userRestricted: true }, open)).toBe('active');
    expect(starState({ signedIn: true, userRestricted: true }, restricted)).toBe('locked');
  });
});
