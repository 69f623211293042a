import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithSite } from '../testing/render-with-site';
import { contrastRatio } from '@mbw/brand';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';
import { TextField } from './fields';
import { Icon, type IconName } from './icon';
import { Image } from './image';

describe('ConfirmDialog (spec account §8)', () => {
  it('shows the translated default message and buttons, focuses Cancel, and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithSite(<ConfirmDialog isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes texts of its own and cancels without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithSite(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
        message="Delete this address?"
        confirmLabel="Delete"
        cancelLabel="Keep"
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete this address?');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('TextField with a mask (spec account §5)', () => {
  function ArticleNumber() {
    const [value, setValue] = useState('');
    return <TextField label="Article number" mask="999.999" value={value} onChange={setValue} incompleteMessage="Enter all six digits" />;
  }

  it('fills the mask as digits are typed and is invalid until complete', async () => {
    const user = userEvent.setup();
    renderWithSite(<ArticleNumber />);
    const input = screen.getByRole('textbox', { name: 'Article number' });
    expect(input).toHaveAttribute('placeholder', '---.---');
    await user.type(input, '1412');
    expect(input).toHaveValue('141.2--');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter all six digits')).toBeInTheDocument();
  });

  it('Backspace takes the last digit back, past the dashes and the dot; an emptied field is empty', async () => {
    const user = userEvent.setup();
    renderWithSite(<ArticleNumber />);
    const input = screen.getByRole('textbox', { name: 'Article number' });
    await user.type(input, '1412');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('141.---');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('14-.---');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('');
  });

  it('is valid once every position is filled', async () => {
    const user = userEvent.setup();
    renderWithSite(<ArticleNumber />);
    const input = screen.getByRole('textbox', { name: 'Article number' });
    await user.type(input, '141228');
    expect(input).toHaveValue('141.228');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('Icon (spec discovery §8)', () => {
  it('renders a decorative icon, or a labelled one', () => {
    const { container } = renderWithSite(<Icon name="search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    renderWithSite(<Icon name="cart" label="Cart" />);
    expect(screen.getByRole('img', { name: 'Cart' })).toBeInTheDocument();
  });

  it('logs an error and renders nothing for a name that is not a string', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithSite(<Icon name={42 as unknown as IconName} />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith('Icon: the icon name must be a string, got', 42);
  });
});

describe('Image', () => {
  it('offers the spec widths as a srcset, with explicit dimensions, lazy by default', () => {
    renderWithSite(<Image src="/-/media/hero.jpg?mh=1&la=en" alt="Hot-air tool" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Hot-air tool' });
    expect(image).toHaveAttribute('srcset', '/-/media/hero.jpg?la=en&mw=100 100w, /-/media/hero.jpg?la=en&mw=320 320w');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});

describe('Tag colours', () => {
  it('meet WCAG AA contrast for their text', () => {
    expect(contrastRatio('#1d5e34', '#e3f4e8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#7a4b00', '#fff1d6')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#3d3d3d', '#ececec')).toBeGreaterThanOrEqual(4.5);
  });
});
