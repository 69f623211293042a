import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPromotionBoxBlock } from './video-promotion-box';

const rendering = { componentName: 'VideoPromotionBox' };
const fields = {
  Title: { value: 'See the seam before you weld it' },
  Text: { value: 'Book a live demonstration on your own membrane.' },
  Link: { value: { href: '/contact', text: 'Book a demonstration' } },
  Image: { value: { src: '/-/media/poster.svg', alt: 'Hot-air welder on a roofing membrane', width: '1280', height: '720' } },
  Video: { value: { src: '/-/media/hot-air-seam.webm' } },
};

const reducedMotion = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));

describe('VideoPromotionBoxBlock', () => {
  let play: ReturnType<typeof vi.fn>;
  let pause: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    play = vi.fn(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    pause = vi.fn(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as unknown as () => void);
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => pause.mock.calls.length >= play.mock.calls.length);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the overlay over a muted, looping background video with its poster and the fallback text', () => {
    reducedMotion(false);
    const { container } = renderWithSite(<VideoPromotionBoxBlock rendering={rendering} params={{}} fields={fields} />, {
      site: { language: 'de' },
    });
    expect(screen.getByRole('region', { name: 'See the seam before you weld it' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('See the seam before you weld it');
    expect(screen.getByText('Book a live demonstration on your own membrane.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a demonstration' })).toHaveAttribute('href', '/de/contact');
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/-/media/poster.svg');
    // Not autoplay in the HTML: the server cannot know prefers-reduced-motion.
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.querySelector('source')).toHaveAttribute('src', '/-/media/hot-air-seam.webm');
    expect(video).toHaveTextContent('Your browser does not support HTML5 video.');
  });

  it('starts playing in the browser and pauses and resumes with a visible button (WCAG 2.2.2)', async () => {
    reducedMotion(false);
    const user = userEvent.setup();
    renderWithSite(<VideoPromotionBoxBlock rendering={rendering} params={{}} fields={fields} />);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('does not play on its own under prefers-reduced-motion; the button still plays it', () => {
    reducedMotion(true);
    renderWithSite(<VideoPromotionBoxBlock rendering={rendering} params={{}} fields={fields} />);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows the image as the background without a video, and no pause button', () => {
    const { container } = renderWithSite(
      <VideoPromotionBoxBlock rendering={rendering} params={{}} fields={{ ...fields, Video: undefined }} />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Hot-air welder on a roofing membrane' })).toHaveAttribute('width', '1280');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('renders an empty shell without a title', () => {
    const { container } = renderWithSite(
      <VideoPromotionBoxBlock rendering={rendering} params={{}} fields={{ Video: fields.Video, Image: fields.Image }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
    expect(container.querySelector('section')).toHaveAttribute('aria-hidden', 'true');
  });
});
