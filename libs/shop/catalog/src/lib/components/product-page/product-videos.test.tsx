import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserProductDataConfig, videoCampaignQueryOptions, type VideoCampaign } from '@mbw/api-clients';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoCampaignView } from '../../rules/video-campaign';
import { ProductVideoSection, ProductVideos } from './product-videos';

const video = (title: string, url = '/-/media/hot-air-seam.webm') => ({
  title,
  url,
  thumbnail: `/-/media/${title.toLowerCase().replace(/\W+/g, '-')}.svg`,
});

const campaign = videoCampaignView({
  howToVideos: [
    video('Changing the nozzle'),
    video('First start-up'),
    video('Blank one', ' '),
    video('Cleaning the air filter'),
    video('Setting the temperature'),
    video('Connecting to the app'),
    video('Storing the tool'),
    video('Replacing the heating element'),
  ],
  restrictedVideos: [video('Service: error codes explained')],
});

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ProductVideos (spec product §2 video campaign)', () => {
  it('renders nothing without videos', () => {
    const { container } = renderWithSite(
      <ProductVideos campaign={videoCampaignView({ howToVideos: [video('Blank', ' ')], restrictedVideos: [] })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'Something went wrong' in its section when the campaign call failed (spec product §8)", () => {
    renderWithSite(<ProductVideos campaign={videoCampaignView(null)} />);
    const section = screen.getByRole('region', { name: 'Videos' });
    expect(within(section).getByText('Something went wrong')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('selects the first video by default and shows it in the player area with a download link', () => {
    renderWithSite(<ProductVideos campaign={campaign} />);
    const section = screen.getByRole('region', { name: 'Videos' });
    expect(within(section).getByRole('button', { name: 'Play video: Changing the nozzle' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(section).getByRole('button', { name: /Changing the nozzle$/, pressed: true })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Download video' })).toHaveAttribute('href', '/-/media/hot-air-seam.webm');
    expect(section).not.toHaveTextContent('Blank one');
  });

  it('lists 3, then +3 (min(3, remaining)) with a "Show less" once expanded', async () => {
    const user = userEvent.setup();
    renderWithSite(<ProductVideos campaign={campaign} />);
    const list = screen.getByRole('list', { name: 'How-to videos' });
    expect(itemsOf(list)).toEqual(['Changing the nozzle', 'First start-up', 'Cleaning the air filter']);
    expect(screen.queryByRole('button', { name: 'Show less' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(itemsOf(list)).toHaveLength(6);
    expect(within(list).getByRole('button', { name: 'Setting the temperature' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(itemsOf(list)).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /^Show \d more$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(itemsOf(list)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show 3 more' })).toHaveFocus();
    // The restricted list has a single video: no paging there.
    expect(itemsOf(screen.getByRole('list', { name: 'Service and training videos' }))).toEqual(['Service: error codes explained']);
  });

  it('choosing a list item selects it; restricted videos are not offered for download', async () => {
    const user = userEvent.setup();
    renderWithSite(<ProductVideos campaign={campaign} />);
    await user.click(screen.getByRole('button', { name: 'Service: error codes explained' }));
    expect(screen.getByRole('button', { name: 'Service: error codes explained' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Changing the nozzle' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Play video: Service: error codes explained' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download video' })).toBeNull();
  });

  it('opens the selected video in a lazily loaded dialog with controls and the fallback text; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithSite(<ProductVideos campaign={campaign} />);
    await user.click(screen.getByRole('button', { name: 'First start-up' }));
    const play = screen.getByRole('button', { name: 'Play video: First start-up' });
    await user.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'First start-up' });
    const player = dialog.querySelector('video');
    expect(player).not.toBeNull();
    expect(player).toHaveAttribute('controls');
    expect(player?.autoplay).toBe(true);
    expect(player?.querySelector('source')).toHaveAttribute('src', '/-/media/hot-air-seam.webm');
    expect(player).toHaveTextContent('Your browser does not support HTML5 video.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ProductVideoSection (the campaign from the query cache)', () => {
  const source = { tenant: 'technologies', name: 'PLANOX-HS', language: 'en' };
  const answer: VideoCampaign = { howToVideos: [video('Changing the nozzle')], restrictedVideos: [] };
  const key = videoCampaignQueryOptions(browserProductDataConfig(source.tenant), source).queryKey;

  afterEach(() => vi.unstubAllGlobals());

  function renderSection(cached: VideoCampaign | null) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (cached) client.setQueryData(key, cached);
    return renderWithSite(
      <QueryClientProvider client={client}>
        <ProductVideoSection source={source} />
      </QueryClientProvider>,
    );
  }

  it('renders the cached (server-handed) campaign and asks nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderSection(answer);
    expect(screen.getByRole('button', { name: 'Play video: Changing the nozzle' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("without a cached campaign says 'Something went wrong'; Try again asks the same-origin proxy and shows the videos", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetch);
    renderSection(null);
    const section = screen.getByRole('region', { name: 'Videos' });
    expect(within(section).getByText('Something went wrong')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play video: Changing the nozzle' })).toBeInTheDocument();
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/api/MasterProducts/getVideoCampaignItems`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'PLANOX-HS', lang: 'en', tenant: 'technologies' });
  });

  it('stays in the error state when Try again fails too', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 502 }))),
    );
    renderSection(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });
});
