import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import type { VariantChoice } from '../../rules/variant-selector';
import { VariantSelector } from './variant-selector';

const choice = (id: number, articleNumber: string, name: string, voltage: string): VariantChoice => ({
  id,
  articleNumber,
  name,
  filterValues: [{ name: 'Voltage / plug', value: voltage }],
});

function product(choices: VariantChoice[], current = '142.271') {
  return {
    englishName: 'CALORA S3',
    name: 'CALORA S3',
    variant: {
      id: 2,
      articleNumber: current,
      articleName: '',
      sku: current,
      highlights: [],
    },
    variantCount: choices.length,
    variantChoices: choices,
  };
}

const choices = [
  choice(3, '142.272', 'CALORA S3 UK', '230 V / UK plug'),
  choice(1, '142.270', 'CALORA S3 CH', '230 V / CH plug'),
  choice(2, '142.271', 'CALORA S3 CH display', '230 V / CH plug'),
];

describe('VariantSelector', () => {
  it('is not there with a single variant', () => {
    renderWithSite(<VariantSelector product={product([choices[0]!], '142.272')} />);
    expect(screen.queryByRole('button', { name: /Choose variant/ })).toBeNull();
  });

  it('opens a dialog of sorted rows whose article numbers link to the variant pages; the current one is marked', async () => {
    const user = userEvent.setup();
    renderWithSite(<VariantSelector product={product(choices)} />, {
      site: { language: 'de-CH' },
    });
    const button = screen.getByRole('button', { name: 'Choose variant (3)' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Variants of CALORA S3',
    });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['142.270', '142.271', '142.272']);
    expect(within(dialog).getByRole('columnheader', { name: 'Voltage / plug' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: '142.270' })).toHaveAttribute('href', '/de-CH/product/CALORA-S3/142-270');
    const current = within(dialog).getByRole('link', {
      name: '142.271 (current variant)',
    });
    expect(current).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows price and availability columns once rows have shop offers, and leaves demo devices out', async () => {
    const user = userEvent.setup();
    const withOffers: VariantChoice[] = [
      {
        ...choices[1]!,
        offer: {
          price: 899,
          currencyCode: 'EUR',
          available: true,
          condition: 'new',
        },
      },
      {
        ...choices[2]!,
        offer: {
          price: 699,
          currencyCode: 'EUR',
          available: true,
          condition: 'used',
        },
      },
      choices[0]!,
    ];
    renderWithSite(<VariantSelector product={product(withOffers, '142.270')} />);
    await user.click(screen.getByRole('button', { name: 'Choose variant (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(within(dialog).getByText('Available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /142\.271/ })).toBeNull();
  });

  it('shows each row’s stock and delivery time through the hero’s availability component (spec product §2 "Shop table availability")', async () => {
    const user = userEvent.setup();
    const withStock: VariantChoice[] = [
      {
        ...choices[0]!,
        offer: {
          price: 899,
          currencyCode: 'EUR',
          available: true,
          condition: 'new',
          quantityAvailable: 3,
          currentlyNotInStock: false,
          deliveryTime: 'short',
        },
      },
      {
        ...choices[1]!,
        offer: {
          price: 949,
          currencyCode: 'EUR',
          available: false,
          condition: 'new',
          quantityAvailable: 0,
          currentlyNotInStock: false,
          deliveryTime: 'long',
        },
      },
    ];
    const seen: unknown[] = [];
    renderWithSite(
      <VariantSelector
        product={product(withStock, '142.270')}
        renderAvailability={(offer) => {
          seen.push(offer);
          return <span data-testid="row-availability">{`${offer.quantityAvailable} left, ${offer.deliveryTime}`}</span>;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose variant (2)' }));
    const dialog = await screen.findByRole('dialog');
    const cells = within(dialog).getAllByTestId('row-availability');
    expect(cells.map((cell) => cell.textContent).sort()).toEqual(['0 left, long', '3 left, short']);
    // The component draws stock and delivery time, not the plain words.
    expect(within(dialog).queryByText('Available')).toBeNull();
    expect(within(dialog).queryByText('Not available')).toBeNull();
    expect(seen).toContainEqual(expect.objectContaining({ quantityAvailable: 3, deliveryTime: 'short', available: true }));
  });
});
