import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from './quantity';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ start = 1, label }: { start?: number; label?: string }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} onChange={setValue} {...(label ? { label } : {})} />;
}

describe('QuantityStepper', () => {
  it('is a group named "Quantity", or by its label when one is given', () => {
    const { unmount } = renderWithSite(<Stepper />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    unmount();
    renderWithSite(<Stepper label="Quantity of bundle 2" />);
    expect(screen.getByRole('group', { name: 'Quantity of bundle 2' })).toBeInTheDocument();
  });

  it('never goes below 1, and minus keeps the focus of a keyboard user at 1', async () => {
    const user = userEvent.setup();
    renderWithSite(<Stepper start={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    minus.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(minus).toHaveFocus();
  });

  it('puts a typed quantity back to a whole number from 1 to the maximum on Enter or leaving the field', async () => {
    const user = userEvent.setup();
    renderWithSite(<Stepper />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '4.6{Enter}');
    expect(field).toHaveValue(4);
    await user.clear(field);
    await user.type(field, '5000');
    await user.tab();
    expect(field).toHaveValue(MAX_QUANTITY);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
  });
});
