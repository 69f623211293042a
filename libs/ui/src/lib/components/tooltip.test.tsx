import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../testing/render-with-site';
import { Tooltip } from './tooltip';

afterEach(() => vi.useRealTimers());

const renderTooltip = () => renderWithSite(<Tooltip content="Rated supply voltage of the device.">Voltage</Tooltip>);

describe('Tooltip (WAI-ARIA tooltip pattern)', () => {
  it('describes its trigger whether shown or not', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Voltage' });
    expect(trigger).toHaveAccessibleDescription('Rated supply voltage of the device.');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus, hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Rated supply voltage of the device.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voltage' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a press toggles it (touch), without the focus that comes with it opening it first', async () => {
    const user = userEvent.setup();
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Voltage' });
    await user.click(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.click(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on mouse hover after the delay and closes 120 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    renderTooltip();
    const anchor = screen.getByRole('button', { name: 'Voltage' }).parentElement as HTMLElement;
    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.pointerLeave(anchor, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(119));
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
