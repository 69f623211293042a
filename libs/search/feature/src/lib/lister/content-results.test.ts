import { describe, expect, it } from 'vitest';
import { contentRowOf, fieldDate } from './content-results';

const result = (raw: Record<string, unknown>, title = 'Result') => ({ title, clickUri: '/en/news/events#x', raw });

describe('content lister rows (spec discovery §3, §5)', () => {
  it('reads an event: title, start and end, venue, city and country, industries', () => {
    const row = contentRowOf(
      result({
        herotemplatename: 'Event',
        eventtitle: 'K Fair 2026',
        eventstartdate: Date.UTC(2026, 9, 8, 8),
        eventenddate: Date.UTC(2026, 9, 11, 8),
        venue: 'Messe Düsseldorf',
        city: 'Munich',
        country: ['Germany'],
        industries: ['Roofing', 'Energy'],
      }),
    );
    expect(row).toEqual({
      kind: 'event',
      title: 'K Fair 2026',
      href: '/en/news/events#x',
      start: new Date(Date.UTC(2026, 9, 8, 8)),
      end: new Date(Date.UTC(2026, 9, 11, 8)),
      venue: 'Messe Düsseldorf',
      place: 'Munich, Germany',
      industries: ['Roofing', 'Energy'],
    });
  });

  it('drops an event line without a start, a title or a link', () => {
    expect(contentRowOf(result({ herotemplatename: 'Event', eventtitle: 'K' }))).toBeNull();
    expect(contentRowOf(result({ herotemplatename: 'Event', eventstartdate: 1 }, ' '))).toBeNull();
    expect(contentRowOf({ title: 'K', clickUri: '', raw: { herotemplatename: 'Event', eventstartdate: 1 } })).toBeNull();
  });

  it('reads a job: title, company, location with country, work load', () => {
    expect(
      contentRowOf(
        result({
          herotemplatename: 'Job',
          jobtitle: 'Servicetechniker',
          company: 'International',
          location: 'Lyon',
          country: ['France'],
          workload: '80%',
        }),
      ),
    ).toMatchObject({ kind: 'job', title: 'Servicetechniker', company: 'International', location: 'Lyon, France', workload: '80%' });
  });

  it('reads a story: hero title, its own picture only, overline and date', () => {
    expect(
      contentRowOf(
        result({
          herotemplatename: 'Story',
          herotitle: 'Tunnel sealing',
          storyimage: 'https://x/y.svg',
          category: 'Customer story',
          storydate: 0,
        }),
      ),
    ).toMatchObject({ kind: 'story', title: 'Tunnel sealing', image: null, overline: 'Customer story', date: new Date(0) });
    expect(contentRowOf(result({ herotemplatename: 'Product' }))).toBeNull();
  });

  it('reads dates as epoch milliseconds or date strings', () => {
    expect(fieldDate('1764201600000')?.toISOString()).toBe('2025-11-27T00:00:00.000Z');
    expect(fieldDate('2026-01-31T00:00:00Z')?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(fieldDate('soon')).toBeNull();
    expect(fieldDate(undefined)).toBeNull();
  });
});
