import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import type { AccessoryCardView } from '../../rules/similar-accessories';
import { SimilarAccessories } from './similar-accessories';

const accessories = (count: number): AccessoryCardView[] =>
  Array.from({ length: count }, (_, index) => {
    const articleNumber = `875.${String(100 + index)}`;
    return {
      id: 101000 + index,
      name: `Mica tube MT ${20 + index}`,
      articleNumber,
      subtitle: `Ø ${21 + index} mm fitting`,
      imageUrl: `/-/media/mica-tube-${index}.svg`,
      href: `/en/product/Mica-tube-MT-${20 + index}/${articleNumber.replace('.', '-')}`,
    };
  });

describe('SimilarAccessories (spec product §2, §9)', () => {
  it('renders nothing without accessories', () => {
    const { container } = renderWithSite(<SimilarAccessories accessories={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is the product page's #accessories anchor (My Devices links there)", () => {
    renderWithSite(<SimilarAccessories accessories={accessories(1)} />);
    expect(screen.getByRole('region', { name: 'Similar accessories' })).toHaveAttribute('id', 'accessories');
  });

  it('shows cards with image, name, article number and subtitle linking to the accessory page', () => {
    renderWithSite(<SimilarAccessories accessories={accessories(2)} />);
    const section = screen.getByRole('region', { name: 'Similar accessories' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Mica tube MT 20' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Mica tube MT 20' })).toHaveAttribute('href', '/en/product/Mica-tube-MT-20/875-100');
    expect(first).toHaveTextContent('Art. no. 875.100');
    expect(first).toHaveTextContent('Ø 21 mm fitting');
    expect(first.querySelector('img')).toHaveAttribute('width', '320');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows 9, then 9 more per press (min(9, remaining)) and focuses the first new card', async () => {
    const user = userEvent.setup();
    renderWithSite(<SimilarAccessories accessories={accessories(20)} />);
    const section = screen.getByRole('region', { name: 'Similar accessories' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(9);
    await user.click(within(section).getByRole('button', { name: 'Show 9 more' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(18);
    expect(within(section).getByRole('link', { name: 'Mica tube MT 29' })).toHaveFocus();
    await user.click(within(section).getByRole('button', { name: 'Show 2 more' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(20);
    expect(within(section).getByRole('link', { name: 'Mica tube MT 38' })).toHaveFocus();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
