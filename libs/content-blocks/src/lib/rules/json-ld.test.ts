import { describe, expect, it } from 'vitest';
import { emptyJsonLdValues } from '@mbw/util';
import { eventJsonLd, jobPostingJsonLd } from './json-ld';

describe('jobPostingJsonLd', () => {
  it('describes the job and leaves out what the page does not have', () => {
    expect(
      jobPostingJsonLd({ title: 'Service Technician', company: 'Kestrel Technologies AG', location: 'Kägiswil', country: 'Switzerland' }),
    ).toEqual({
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

/**
 * The schema.org types the pages claim, held to what search engines ask of them (Google's
 * structured-data guidelines): every required property, the recommended ones the content has, and
 * no empty value anywhere.
 */
describe('structured data against its schema.org type', () => {
  it('JobPosting has title, description, datePosted, hiringOrganization and jobLocation, and no empty values', () => {
    const data = jobPostingJsonLd({
      title: 'Service Technician',
      description: 'Repairs and maintains welding equipment.',
      company: 'Kestrel Technologies AG',
      location: 'Kägiswil',
      country: 'CH',
      workload: 'FULL_TIME',
      datePosted: '2026-11-01',
      image: 'https://x.test/job.jpg',
      url: 'https://x.test/en/careers/technician',
    });
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'employmentType']),
    );
    expect(emptyJsonLdValues(data)).toEqual([]);
    expect(emptyJsonLdValues(jobPostingJsonLd({ title: 'Technician', description: '', company: '', location: '' }))).toEqual([]);
  });

  it('Event has name, startDate and a location with an address, the recommended properties, and no empty values', () => {
    const data = eventJsonLd({
      name: 'K 2025',
      startDate: new Date('2025-10-08T08:00:00Z'),
      endDate: new Date('2025-10-15T16:00:00Z'),
      description: 'The trade fair for plastics and rubber.',
      venue: 'Messe Düsseldorf',
      address: 'Stockumer Kirchstraße 61',
      city: 'Düsseldorf',
      country: 'DE',
      organizerUrl: 'https://www.messe-duesseldorf.de',
      image: 'https://x.test/k.jpg',
      url: 'https://x.test/en/events/k-2025',
    });
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['name', 'startDate', 'location', 'endDate', 'description', 'image', 'eventAttendanceMode', 'organizer']),
    );
    expect(data['location']).toMatchObject({
      '@type': 'Place',
      name: 'Messe Düsseldorf',
      address: { '@type': 'PostalAddress', addressLocality: 'Düsseldorf' },
    });
    expect(emptyJsonLdValues(data)).toEqual([]);
    expect(
      emptyJsonLdValues(eventJsonLd({ name: 'K', startDate: new Date('2025-10-08T08:00:00Z'), description: '', city: 'Essen', venue: '' })),
    ).toEqual([]);
  });
});
