import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { EventInformationBlock } from './event-information';

const rendering = { componentName: 'EventInformation' };
const event = {
  Title: { value: 'K 2025 – Plastics trade fair' },
  City: { value: 'Düsseldorf' },
  Country: { fields: { RegionName: { value: 'Germany' } } },
  Industries: [
    { id: '1', fields: { Title: { value: 'Automotive' } } },
    { id: '2', fields: { Title: { value: 'Packaging' } } },
  ],
  StartDate: { value: '2025-10-08T08:00:00Z' },
  EndDate: { value: '2025-10-15T16:00:00Z' },
  Text: { value: '<p>Meet our <strong>welding</strong> team.</p>', sanitized: true as const },
  Venue: { value: 'Messe Düsseldorf' },
  Address: { value: 'Messeplatz\n40474 Düsseldorf' },
  BoothInformation: { value: 'Hall 11, booth E52' },
  DirectionsLink: { value: { href: 'https://www.messe-duesseldorf.de/directions', target: '_blank' } },
  OrganizerLink: { value: { href: 'https://www.k-online.com', text: 'K 2025 website' } },
  Latitude: { value: '51.2613' },
  Longitude: { value: '6.7410' },
};
const plain = (text: string | null) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('EventInformationBlock', () => {
  it('renders the event with its date range, place, industries, text, details and links', () => {
    renderWithSite(<EventInformationBlock rendering={rendering} params={{}} fields={event} />);
    expect(screen.getByRole('heading', { level: 2, name: 'K 2025 – Plastics trade fair' })).toBeInTheDocument();
    expect(plain(screen.getByText(/Oct 2025/).textContent)).toBe('8–15 Oct 2025');
    expect(screen.getByText('Düsseldorf, Germany')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Industries' })).toHaveTextContent('AutomotivePackaging');
    expect(screen.getByText('welding').tagName).toBe('STRONG');
    expect(screen.getByText('Hall 11, booth E52')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'K 2025 website' })).toHaveAttribute('href', 'https://www.k-online.com');
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute('href', expect.stringContaining('mlat=51.2613&mlon=6.741'));
  });

  it('shows a same-day event as one date with a time range', () => {
    renderWithSite(
      <EventInformationBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'Open day' }, StartDate: { value: '2025-06-12T07:00:00Z' }, EndDate: { value: '2025-06-12T15:30:00Z' } }}
      />,
    );
    expect(plain(screen.getByText(/Jun 2025/).textContent)).toBe('12 Jun 2025, 09:00–17:30');
  });

  it('leaves out the map without both coordinates and refuses unsanitised text', () => {
    const { container } = renderWithSite(
      <EventInformationBlock
        rendering={rendering}
        params={{}}
        fields={{ ...event, Latitude: { value: '0' }, Text: { value: '<img src=x onerror=alert(1)>' } }}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Location' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('has no empty details panel when the event has no venue, address, booth, links or map', () => {
    renderWithSite(
      <EventInformationBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: event.Title, StartDate: event.StartDate, Text: event.Text }}
      />,
    );
    expect(screen.getByRole('heading', { name: event.Title.value })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Event details' })).toBeNull();
  });

  it('renders Event JSON-LD', () => {
    const { container } = renderWithSite(<EventInformationBlock rendering={rendering} params={{}} fields={event} />);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'K 2025 – Plastics trade fair',
      startDate: '2025-10-08T08:00:00.000Z',
      location: { name: 'Messe Düsseldorf' },
    });
  });

  it('shows the missing-data message without a title or start date', () => {
    renderWithSite(<EventInformationBlock rendering={rendering} params={{}} fields={{ Title: { value: 'No date' } }} />);
    expect(
      screen.getByText(
        'Unable to render Event Information component due to missing data. Note that Event resolution is not supported in Experience Editor.',
      ),
    ).toBeInTheDocument();
  });
});
