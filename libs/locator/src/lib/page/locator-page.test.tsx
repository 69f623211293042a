import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import type { LocatorData } from '../locator-data';
import { kind, point, tag } from '../rules/fixtures';
import { LocatorPage } from './locator-page';

const data: LocatorData = {
  title: 'Sales and service points',
  back: { kind: 'content', href: '/contact', text: 'Back to contact' },
  filterTitle: 'Filter',
  categories: [{ id: 'services', title: 'Services', items: [{ id: 'repair', label: 'Repair service' }] }],
  filters: [],
  centre: { latitude: 47, longitude: 8 },
  place: null,
  zoom: 8,
  visitorCountry: 'CH',
  favouriteId: null,
  signedIn: false,
  userRestricted: false,
  fromQuoteLink: false,
  cards: [
    point({ id: 'main', companyName: 'Kestrel Schweiz AG', kindOfPartner: kind('group-subsidiary') }),
    point({ id: 'dealer', companyName: 'Alpha Tools', services: [tag('repair')], contactPageItems: [] }),
  ],
  mainId: 'main',
  pointsFailed: false,
};

describe('the map page (spec discovery §2)', () => {
  it('renders the list and filters on the server: main point first, disabled contact label, back link', () => {
    const html = renderToString(<div />);
    expect(html).toBe('<div></div>');
    renderWithSite(<LocatorPage data={data} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sales and service points' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to contact/ })).toHaveAttribute('href', '/en/contact');
    const cards = within(screen.getByRole('region', { name: 'Sales and service points in this area' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Your contact');
    expect(within(cards[1] as HTMLElement).getByText('Contact')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Repair service' })).not.toBeChecked();
  });
});
