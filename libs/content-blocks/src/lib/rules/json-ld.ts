/** Drops empty values so the structured data carries only what the page has. */
function compact<T extends Record<string, unknown>>(data: T): T {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null && value !== '')) as T;
}

export interface JobPostingInput {
  title: string;
  description?: string;
  company?: string;
  location?: string;
  country?: string;
  workload?: string;
  datePosted?: string;
  image?: string;
  url?: string;
}

/** schema.org JobPosting for a job page. */
export function jobPostingJsonLd(job: JobPostingInput): Record<string, unknown> {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || job.title,
    datePosted: job.datePosted,
    employmentType: job.workload,
    image: job.image,
    url: job.url,
    hiringOrganization: job.company ? { '@type': 'Organization', name: job.company } : undefined,
    jobLocation:
      job.location || job.country
        ? { '@type': 'Place', address: compact({ '@type': 'PostalAddress', addressLocality: job.location, addressCountry: job.country }) }
        : undefined,
  });
}

export interface EventInput {
  name: string;
  startDate: Date;
  endDate?: Date | null;
  description?: string;
  venue?: string;
  address?: string;
  city?: string;
  country?: string;
  latitude?: number | null;
  longitude?: number | null;
  organizerUrl?: string;
  image?: string;
  url?: string;
}

/** schema.org Event (in person) for an event page. */
export function eventJsonLd(event: EventInput): Record<string, unknown> {
  const hasGeo = typeof event.latitude === 'number' && typeof event.longitude === 'number';
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate ? event.endDate.toISOString() : undefined,
    description: event.description,
    image: event.image,
    url: event.url,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: compact({
      '@type': 'Place',
      name: event.venue || event.city,
      address: compact({
        '@type': 'PostalAddress',
        streetAddress: event.address,
        addressLocality: event.city,
        addressCountry: event.country,
      }),
      geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } : undefined,
    }),
    organizer: event.organizerUrl ? { '@type': 'Organization', url: event.organizerUrl } : undefined,
  });
}
