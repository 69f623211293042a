import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoLightboxBlock } from './video-lightbox';

const rendering = { componentName: 'VideoLightbox' };
const fields = {
  Title: { value: 'Welding a roof seam in five seconds' },
  Text: { value: 'Watch how hot air turns two membranes into one seam.' },
  Image: { value: { src: '/-/media/still.svg', alt: 'Still from the video', width: '1280', height: '720' } },
  Video: { value: { src: '/-/media/hot-air-seam.webm' } },
  Captions: { value: { src: '/-/media/hot-air-seam.de.vtt' } },
};

describe('VideoLightboxBlock', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the thumbnail, title and text, and a play button named after the video; no dialog yet', () => {
    renderWithSite(<VideoLightboxBlock rendering={rendering} params={{}} fields={fields} />);
    expect(screen.getByRole('region', { name: 'Welding a roof seam in five seconds' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Still from the video' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Watch how hot air turns two membranes into one seam.')).toBeInTheDocument();
    const play = screen.getByRole('button', { name: 'Play video: Welding a roof seam in five seconds' });
    expect(play).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('opens the video in a dialog with controls, captions in the page language and the fallback text; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderWithSite(<VideoLightboxBlock rendering={rendering} params={{}} fields={fields} />, { site: { language: 'de-CH' } });
    const play = screen.getByRole('button', { name: /^Play video/ });
    await user.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'Welding a roof seam in five seconds' });
    const video = dialog.querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('poster', '/-/media/still.svg');
    expect(video.querySelector('source')).toHaveAttribute('src', '/-/media/hot-air-seam.webm');
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/-/media/hot-air-seam.de.vtt');
    expect(track).toHaveAttribute('srclang', 'de');
    expect(track).toHaveAttribute('label', 'Deutsch');
    expect(video).toHaveTextContent('Your browser does not support HTML5 video.');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closing unmounts the player: the video stops.
    expect(document.querySelector('video')).toBeNull();
    await waitFor(() => expect(play).toHaveFocus());
  });

  it('opens by keyboard and closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithSite(<VideoLightboxBlock rendering={rendering} params={{}} fields={{ ...fields, Captions: undefined }} />);
    const play = screen.getByRole('button', { name: /^Play video/ });
    play.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('track')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(play).toHaveFocus());
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the image and text without a play button when there is no video', () => {
    renderWithSite(<VideoLightboxBlock rendering={rendering} params={{}} fields={{ ...fields, Video: undefined }} />);
    expect(screen.getByRole('img', { name: 'Still from the video' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders an empty shell without a title and an image', () => {
    const { container } = renderWithSite(
      <VideoLightboxBlock rendering={rendering} params={{}} fields={{ Text: fields.Text, Video: fields.Video }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
    expect(container.querySelector('section')).toHaveAttribute('aria-hidden', 'true');
  });
});
