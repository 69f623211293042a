import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCompareStoreForTests } from '../store/compare-store';
import { CompareButton } from './compare-button';
import { CompareCheckbox } from './compare-checkbox';
import { FloatingCompareIcon } from './floating-compare-icon';

const product = (id: number) => ({ id, category: 'Heat guns', name: `Gun ${id}` });

function setCookie(value: unknown) {
  document.cookie = `compare=${encodeURIComponent(JSON.stringify(value))}; Path=/`;
  resetCompareStoreForTests();
}

afterEach(() => {
  document.cookie = 'compare=; Max-Age=0; Path=/';
  resetCompareStoreForTests();
});

describe('CompareButton (product hero)', () => {
  it('adds and removes the product (aria-pressed), opening the compare box after adding', async () => {
    const user = userEvent.setup();
    renderWithSite(<CompareButton product={product(5)} />);
    const button = screen.getByRole('button', { name: 'Compare' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'In compare' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 in compare. Compare more');
    expect(screen.getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/en/Comparison');
    expect(decodeURIComponent(document.cookie)).toContain('compare={"Heat guns":[5]}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Compare' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'In compare' }));
    expect(document.cookie).not.toContain('compare=');
  });

  it('is disabled when 4 other products of the category are compared', () => {
    setCookie({ 'Heat guns': [1, 2, 3, 4] });
    renderWithSite(<CompareButton product={product(5)} />);
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(screen.getByText('Up to 4 products of a category can be compared.')).toBeInTheDocument();
  });
});

describe('CompareCheckbox (cards)', () => {
  it('ticks, shows the exceeded text at 4, and refuses a fifth', async () => {
    setCookie({ 'Heat guns': [1, 2, 3] });
    const user = userEvent.setup();
    renderWithSite(
      <>
        <CompareCheckbox product={product(4)} />
        <CompareCheckbox product={product(5)} />
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Compare Gun 4' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Gun 4' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('You can compare up to 4 products');
    await user.click(screen.getByRole('checkbox', { name: 'Compare Gun 5' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Gun 5' })).not.toBeChecked();
    // One box at a time: the fifth's box replaced the fourth's.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(decodeURIComponent(document.cookie)).toContain('[1,2,3,4]');
  });
});

describe('FloatingCompareIcon', () => {
  it('links to the compare page with the count, hidden at 0', async () => {
    renderWithSite(<FloatingCompareIcon enabled pageName="history" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    setCookie({ 'Heat guns': [1, 2], Nozzles: [3] });
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(screen.getByRole('link', { name: 'Compare products (3)' })).toHaveAttribute('href', '/en/Comparison');
  });
});
