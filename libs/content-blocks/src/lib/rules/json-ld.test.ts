import { describe, expect, it } from 'vitest';
import { eventJsonLd, jobPostingJsonLd, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes characters that could close the script element, and stays valid JSON', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--', line: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('jobPostingJsonLd', () => {
  it('describes the job and leaves out what the page does not have', () => {
    expect(jobPostingJsonLd({ title: 'Service Technician', company: 'Kestrel Technologies AG', location: 'Kägiswil', country: 'Switzerland' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Service Technician',
      description: 'Service Technician',
      hiringOrganization: { '@type': 'Organization', name: 'Kestrel Technologies AG' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Kägiswil', addressCountry: 'Switzerland' } },
    });
  });
});

describe('eventJsonLd', () => {
  it('describes an in-person event with its place', () => {
    const data = eventJsonLd({
      name: 'K 2025',
      startDate: new Date('2025-10-08T08:00:00Z'),
      endDate: new Date('2025-10-15T16:00:00Z'),
      venue: 'Messe Düsseldorf',
      city: 'Düsseldorf',
      latitude: 51.26,
      longitude: 6.74,
    });
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2025-10-08T08:00:00.000Z',
      endDate: '2025-10-15T16:00:00.000Z',
      location: { '@type': 'Place', name: 'Messe Düsseldorf', geo: { latitude: 51.26, longitude: 6.74 } },
    });
    expect(data).not.toHaveProperty('organizer');
  });
});
