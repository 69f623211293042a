// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { DeviceForm } from './device-form';

describe('DeviceForm (spec account §5)', () => {
  it('shows and announces both required messages on add, and does not add', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => true);
    renderWithSite(<DeviceForm onAdd={onAdd} isChecking={false} />);
    await user.type(screen.getByRole('textbox', { name: /Article number/ }), '1422');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter the article number with all six digits');
    expect(alert).toHaveTextContent('Enter the serial number with all ten digits');
    expect(screen.getByRole('textbox', { name: /Article number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Article number/ })).toHaveValue('142.2--');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('hands over a complete device (inventory number optional) and empties the form when it was added', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => true);
    renderWithSite(<DeviceForm onAdd={onAdd} isChecking={false} />);
    await user.type(screen.getByRole('textbox', { name: /Article number/ }), '142270');
    await user.type(screen.getByRole('textbox', { name: /Serial number/ }), '5000000001');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ articleNumber: '142.270', serialNumber: '5000000001', inventoryNumber: '' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Article number/ })).toHaveValue(''));
  });

  it('keeps what was typed when the device was refused', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => false);
    renderWithSite(<DeviceForm onAdd={onAdd} isChecking={false} />);
    await user.type(screen.getByRole('textbox', { name: /Article number/ }), '142271');
    await user.type(screen.getByRole('textbox', { name: /Serial number/ }), '4100000011');
    await user.type(screen.getByRole('textbox', { name: /Inventory number/ }), 'Van 2');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledOnce());
    expect(screen.getByRole('textbox', { name: /Serial number/ })).toHaveValue('4100000011');
    expect(screen.getByRole('textbox', { name: /Inventory number/ })).toHaveValue('Van 2');
  });
});
