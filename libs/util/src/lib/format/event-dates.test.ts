import { describe, expect, it } from 'vitest';
import { amsterdamDay, formatEventDateRange } from './event-dates';

const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('formatEventDateRange (Europe/Amsterdam)', () => {
  it('shows one date with a time range for a same-day event', () => {
    const range = formatEventDateRange(new Date('2025-06-12T07:00:00Z'), new Date('2025-06-12T15:30:00Z'), 'en-CH');
    expect(range.sameDay).toBe(true);
    expect(plain(range.text)).toBe('12 Jun 2025, 09:00–17:30');
  });

  it('counts the day in Amsterdam, not UTC, across the autumn DST change', () => {
    // 22:30 UTC on 25 Oct is 00:30 CEST on 26 Oct; 15:00 UTC on 26 Oct is 16:00 CET (clocks went back).
    const start = new Date('2025-10-25T22:30:00Z');
    const end = new Date('2025-10-26T15:00:00Z');
    expect(amsterdamDay(start)).toBe('2025-10-26');
    const range = formatEventDateRange(start, end, 'en-CH');
    expect(range.sameDay).toBe(true);
    expect(plain(range.text)).toBe('26 Oct 2025, 00:30–16:00');
  });

  it('uses the spring DST offset (UTC+2 after 30 March)', () => {
    const range = formatEventDateRange(new Date('2025-03-30T08:00:00Z'), new Date('2025-03-30T14:00:00Z'), 'en-CH');
    expect(plain(range.text)).toBe('30 Mar 2025, 10:00–16:00');
  });

  it('runs from one date to the other for a longer event, in the page locale', () => {
    const range = formatEventDateRange(new Date('2025-03-11T08:00:00Z'), new Date('2025-03-14T16:00:00Z'), 'en-CH');
    expect(range.sameDay).toBe(false);
    expect(plain(range.text)).toBe('11–14 Mar 2025');
    expect(plain(formatEventDateRange(new Date('2025-03-11T08:00:00Z'), new Date('2025-04-14T16:00:00Z'), 'de-CH').text)).toBe(
      '11.03. – 14.04.2025',
    );
  });

  it('shows the start alone without a usable end', () => {
    expect(plain(formatEventDateRange(new Date('2025-06-12T07:00:00Z'), null, 'en-CH').text)).toBe('12 Jun 2025, 09:00');
    expect(formatEventDateRange(new Date('2025-06-12T07:00:00Z'), new Date('2025-06-11T07:00:00Z'), 'en-CH').sameDay).toBe(true);
  });
});
