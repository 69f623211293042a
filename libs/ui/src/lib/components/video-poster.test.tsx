import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../testing/render-with-site';
import { VideoPoster } from './video-poster';

const image = { src: '/-/media/poster.svg', alt: '', width: 768, height: 432 };

describe('VideoPoster', () => {
  it('is one labelled button over the poster that announces a dialog and plays on Enter', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    const onPlayIntent = vi.fn();
    renderWithSite(<VideoPoster image={image} playLabel="Play video: Changing the nozzle" onPlay={onPlay} onPlayIntent={onPlayIntent} />);
    const button = screen.getByRole('button', { name: 'Play video: Changing the nozzle' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.tab();
    expect(button).toHaveFocus();
    expect(onPlayIntent).toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('shows the poster without a button when there is nothing to play', () => {
    const { container } = renderWithSite(<VideoPoster image={image} playLabel="Play video" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('width', '768');
  });
});
