// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { DeviceCard } from './device-card';
import { device } from './device-fixtures';

function renderCard(overrides: Parameters<typeof device>[0], language = 'de') {
  return renderWithSite(
    <ul>
      <DeviceCard device={device(overrides)} onEdit={() => undefined} onDelete={() => undefined} />
    </ul>,
    { site: { language } },
  );
}

describe('DeviceCard: what an owner needs next (issue 14)', () => {
  it("links to the product's manuals and downloads and to its accessories section, on the card itself, in the page language", () => {
    renderCard({ name: 'Hot Jet S', masterProductNameEn: 'Hot Jet S', articleNumber: '100.648' });
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Hot Jet S');
    expect(within(card).getByRole('link', { name: 'Manuals and downloads for Hot Jet S' })).toHaveAttribute(
      'href',
      '/de/downloadsPage/Hot-Jet-S/100-648',
    );
    expect(within(card).getByRole('link', { name: 'Accessories and spare parts for Hot Jet S' })).toHaveAttribute(
      'href',
      '/de/product/Hot-Jet-S/100-648#accessories',
    );
    // The visible text is the start of each accessible name (label in name).
    expect(within(card).getByRole('link', { name: /^Manuals and downloads/ })).toHaveTextContent('Manuals and downloads');
    expect(within(card).getByRole('link', { name: /^Accessories and spare parts/ })).toHaveTextContent('Accessories and spare parts');
  });

  it('names the device with an h2 where no section title is above the list (headings never skip a level)', () => {
    renderWithSite(
      <ul>
        <DeviceCard device={device({ name: 'Hot Jet S' })} headingLevel={2} onEdit={() => undefined} onDelete={() => undefined} />
      </ul>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Hot Jet S' })).toBeInTheDocument();
  });

  it("builds the URLs from the product's English master name (spaces to dashes) while the card shows the localized name", () => {
    renderCard({ name: 'Heissluftgebläse Triac AT', masterProductNameEn: 'Triac  AT', articleNumber: '142.270' });
    expect(screen.getByRole('heading', { level: 3, name: 'Heissluftgebläse Triac AT' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Manuals and downloads/ })).toHaveAttribute('href', '/de/downloadsPage/Triac-AT/142-270');
    expect(screen.getByRole('link', { name: /^Accessories and spare parts/ })).toHaveAttribute(
      'href',
      '/de/product/Triac-AT/142-270#accessories',
    );
  });

  it('falls back to the device name when the master name is missing', () => {
    renderCard({ name: 'Weldy Foil', masterProductNameEn: '', articleNumber: '905.260' }, 'fr');
    expect(screen.getByRole('link', { name: /^Manuals and downloads/ })).toHaveAttribute('href', '/fr/downloadsPage/Weldy-Foil/905-260');
    expect(screen.getByRole('link', { name: /^Accessories and spare parts/ })).toHaveAttribute(
      'href',
      '/fr/product/Weldy-Foil/905-260#accessories',
    );
  });
});
