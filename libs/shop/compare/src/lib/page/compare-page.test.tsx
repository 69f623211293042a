import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCompareStoreForTests } from '../store/compare-store';
import { storeSelectedCategory } from './browser-values';
import { product } from './compare-fixtures';
import type { ComparePageData } from './compare-model';
import { ComparePage } from './compare-page';

const specs = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Spec ${index + 1}`, value: `${index} W` }));

const data: ComparePageData = {
  status: 'ok',
  categories: [
    {
      key: 'Heat guns',
      label: 'Heat guns',
      products: [
        product(1, { specs: { metric: specs(12), imperial: [] } }),
        // The first 3 specs are the same for both.
        product(2, { specs: { metric: specs(12).map((row, index) => (index < 3 ? row : { ...row, value: 'other' })), imperial: [] } }),
      ],
    },
    { key: 'Nozzles', label: 'Nozzles', products: [product(3, { specs: { metric: specs(7), imperial: [] } })] },
  ],
};

afterEach(() => {
  storeSelectedCategory(null);
  document.cookie = 'compare=; Max-Age=0; Path=/';
  resetCompareStoreForTests();
});

const specTable = () => screen.getByRole('region', { name: 'Technical specifications' });
const visibleRows = () =>
  within(specTable())
    .getAllByRole('row')
    .filter((row) => !row.hidden).length - 1;

describe('ComparePage', () => {
  it('shows the empty state and the error with a retry', () => {
    const { unmount } = renderWithSite(<ComparePage data={{ status: 'empty' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare products' })).toBeInTheDocument();
    expect(screen.getByText(/You have not added any products to compare yet/)).toBeInTheDocument();
    unmount();
    renderWithSite(<ComparePage data={{ status: 'error' }} />, { path: '/en/Comparison' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/Comparison');
  });

  it('shows 5 rows, 5 more per click, back to 5 on another category; differences only hides equal rows', async () => {
    const user = userEvent.setup();
    renderWithSite(<ComparePage data={data} />);
    expect(screen.getByRole('button', { name: 'Heat guns (2)' })).toHaveAttribute('aria-current', 'true');
    expect(visibleRows()).toBe(5);
    await user.click(screen.getByRole('button', { name: 'Show 5 more rows' }));
    expect(visibleRows()).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Show 2 more rows' }));
    expect(visibleRows()).toBe(12);
    await user.click(screen.getByRole('switch', { name: 'Show differences only' }));
    expect(within(specTable()).queryByRole('rowheader', { name: 'Spec 1' })).not.toBeInTheDocument();
    expect(within(specTable()).getByRole('rowheader', { name: 'Spec 4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nozzles (1)' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nozzles' })).toBeInTheDocument();
    expect(visibleRows()).toBe(5);
    // One product: nothing to tell apart, the switch is off.
    expect(screen.getByRole('switch', { name: 'Show differences only' })).toBeDisabled();
    expect(window.localStorage.getItem('compareCategory')).toBe('Nozzles');
  });

  it('deletes a category (its cookie entries and the selection) and removes products', async () => {
    document.cookie = `compare=${encodeURIComponent('{"Heat guns":[1,2],"Nozzles":[3]}')}; Path=/`;
    resetCompareStoreForTests();
    const user = userEvent.setup();
    renderWithSite(<ComparePage data={data} />);
    await user.click(screen.getByRole('button', { name: 'Remove Gun 1' }));
    expect(screen.getByRole('button', { name: 'Heat guns (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the category Heat guns from compare' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nozzles' })).toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain('compare={"Nozzles":[3]}');
    await user.click(screen.getByRole('button', { name: 'Remove Gun 3' }));
    expect(screen.getByText(/You have not added any products/)).toBeInTheDocument();
    expect(document.cookie).not.toContain('compare=');
  });
});
