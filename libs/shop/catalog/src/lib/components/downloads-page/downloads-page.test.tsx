import { ANONYMOUS_VIEWER, type Viewer } from '@mbw/account-data-access';
import type { DownloadItem, DownloadList } from '@mbw/api-clients';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadsPageView, type DownloadRow } from '../../rules/downloads-view';
import { DOWNLOAD_EVENT } from './downloads-events';
import { DownloadsPage } from './downloads-page';
import { DownloadsPageError } from './downloads-page-states';

const LANGS = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl'];

function item(overrides: Partial<DownloadItem> = {}): DownloadItem {
  const language = overrides.languageShort ?? 'en';
  const asset = overrides.assetName ?? `calora-s3-operating-instructions-${language}`;
  return {
    title: `CALORA S3 – Operating instructions (${language})`,
    url: `/-/media/downloads/${asset}.pdf`,
    assetName: asset,
    category: 'Operating instructions',
    language: language.toUpperCase(),
    languageShort: language,
    isPrivate: false,
    isVisibleForAllLanguages: false,
    approvedForWeb: true,
    ...overrides,
  };
}

const list = (items: DownloadItem[]): DownloadList => ({
  categories: [...new Set(items.map((entry) => entry.category))],
  languages: [...new Set(items.map((entry) => entry.languageShort))].map((code) => ({ language: code.toUpperCase(), languageShort: code })),
  items,
  filteredItems: items,
});

const info = list([
  ...LANGS.map((language) => item({ languageShort: language })),
  item({ assetName: 'calora-s3-brochures-de', category: 'Brochure', languageShort: 'de', title: 'CALORA S3 – Broschüre' }),
  item({ assetName: 'calora-s3-service-manuals-en', category: 'Service manual', title: 'CALORA S3 – Service manual', isPrivate: true }),
  item({
    assetName: 'calora-s3-declarations-en',
    category: 'Declaration of conformity',
    title: 'CALORA S3 – Declaration',
    isVisibleForAllLanguages: true,
  }),
  item({ assetName: 'calora-s3-hidden', category: 'Brochure', title: 'Not approved', approvedForWeb: false }),
]);
const media = list([
  item({
    assetName: 'calora-s3-product-images-en-1',
    category: 'Product image',
    title: 'CALORA S3 – Product image 1',
    url: '/-/media/downloads/calora-s3-product-images-en-1.svg',
  }),
]);
const SIGNED_IN: Viewer = {
  userName: 'anna.keller@example.com',
  lastName: 'Keller',
  canAccessPreLaunchProducts: false,
  canDownloadRestricted: false,
};

function view(options: { viewer?: Viewer; bulk?: boolean; access?: 'ok' | 'sign-in'; from?: string | null } = {}) {
  return downloadsPageView({
    productName: 'CALORA S3',
    productPath: '/en/product/CALORA-S3/142-270',
    data: { info, media, all: list([...info.items, ...media.items]) },
    viewer: options.viewer ?? ANONYMOUS_VIEWER,
    mode: 'split',
    access: options.access ?? 'ok',
    from: options.from ?? null,
    bulk: options.bulk ?? true,
  });
}

const rowsOf = (heading: string) => {
  const title = screen.getByRole('heading', { name: new RegExp(`^${heading}`) });
  return within(title.parentElement as HTMLElement).getAllByRole('listitem');
};

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.useRealTimers();
  window.location.hash = '';
});

describe('DownloadsPage', () => {
  it('shows the product name, the back link and the Information Material of anonymous visitors', () => {
    renderWithSite(<DownloadsPage view={view()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'CALORA S3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', '/en/product/CALORA-S3/142-270');
    expect(screen.getByRole('heading', { level: 2, name: 'Information Material' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Not approved')).toBeNull();
    expect(screen.queryByText(/Product image/)).toBeNull();
  });

  it('leads back to my devices when asked to', () => {
    renderWithSite(<DownloadsPage view={view({ from: 'my-devices' })} />);
    expect(screen.getByRole('link', { name: 'Back to my devices' })).toHaveAttribute('href', '/en/my-account/my-devices');
  });

  it('shows 5 per category, then the rest with "Show 2 more"', () => {
    renderWithSite(<DownloadsPage view={view()} />);
    expect(rowsOf('Operating instructions')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more: Operating instructions' }));
    expect(rowsOf('Operating instructions')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show \d more/ })).toBeNull();
  });

  it('filters by language (documents for all languages stay) and by category', async () => {
    renderWithSite(<DownloadsPage view={view()} />);
    await choose('Language', 'DE');
    expect(rowsOf('Operating instructions')).toHaveLength(1);
    expect(screen.getByText('CALORA S3 – Declaration')).toBeInTheDocument();
    await choose('Category', 'Brochure');
    expect(screen.queryByRole('heading', { name: /^Operating instructions/ })).toBeNull();
    expect(rowsOf('Brochure')).toHaveLength(1);
    await choose('Language', 'PL');
    expect(screen.getByText('No downloads match these filters.')).toBeInTheDocument();
  });

  it('locks restricted files: a request prompt with the asset name, no file link, no checkbox', () => {
    const { container } = renderWithSite(<DownloadsPage view={view()} />);
    const row = rowsOf('Service manual')[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: /^Request access/ })).toHaveAttribute(
      'href',
      '/en/contact?subject=download-access&asset=calora-s3-service-manuals-en',
    );
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(container.innerHTML).not.toContain('/-/media/downloads/calora-s3-service-manuals-en');
  });

  it('has single download links with the file name', () => {
    renderWithSite(<DownloadsPage view={view()} />);
    const link = within(rowsOf('Brochure')[0] as HTMLElement).getByRole('link', { name: /^Download/ });
    expect(link).toHaveAttribute('href', '/-/media/downloads/calora-s3-brochures-de.pdf');
    expect(link).toHaveAttribute('download', 'calora-s3-brochures-de.pdf');
  });

  it('select-all selects the shown results; a filter prunes the selection', async () => {
    renderWithSite(<DownloadsPage view={view()} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    fireEvent.click(selectAll);
    // 5 operating instructions + brochure + declaration (the service manual is locked).
    expect(screen.getByRole('button', { name: /Download selected \(7\)/ })).toBeEnabled();
    expect(selectAll).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'CALORA S3 – Broschüre' }));
    expect(selectAll).not.toBeChecked();
    await choose('Category', 'Operating instructions');
    expect(screen.getByRole('button', { name: /Download selected \(5\)/ })).toBeInTheDocument();
  });

  it('bulk download saves the selected files one per second, announces progress and fires download events', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const saved: string[] = [];
    const save = vi.fn(async (row: DownloadRow) => {
      saved.push(row.fileName);
      if (row.assetName.endsWith('-de')) throw new Error('silent');
    });
    const events: string[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<{ assetName: string }>).detail.assetName);
    window.addEventListener(DOWNLOAD_EVENT, listener);
    renderWithSite(<DownloadsPage view={view()} save={save} />);
    for (const language of ['EN', 'DE', 'FR'])
      fireEvent.click(screen.getByRole('checkbox', { name: `CALORA S3 – Operating instructions (${language.toLowerCase()})` }));
    fireEvent.click(screen.getByRole('button', { name: /Download selected \(3\)/ }));
    await act(async () => undefined);
    expect(saved).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Downloading 1 of 3…');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saved).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saved).toEqual([
      'calora-s3-operating-instructions-en.pdf',
      'calora-s3-operating-instructions-de.pdf',
      'calora-s3-operating-instructions-fr.pdf',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Downloads finished.');
    expect(events).toEqual(['calora-s3-operating-instructions-en', 'calora-s3-operating-instructions-fr']);
    window.removeEventListener(DOWNLOAD_EVENT, listener);
  });

  it('on other devices there are no checkboxes, only download links', () => {
    renderWithSite(<DownloadsPage view={view({ bulk: false })} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download selected/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Download/ }).length).toBeGreaterThan(0);
  });

  it('signed-in visitors get both tabs; arrow keys move between them and a tab change resets the filters', async () => {
    const user = userEvent.setup();
    renderWithSite(<DownloadsPage view={view({ viewer: SIGNED_IN })} />);
    const infoTab = screen.getByRole('tab', { name: 'Information Material' });
    expect(infoTab).toHaveAttribute('aria-selected', 'true');
    await choose('Language', 'DE');
    expect(screen.getByRole('button', { name: /Language$/ })).toHaveTextContent('DE');
    await user.click(infoTab);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Media Assets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('CALORA S3 – Product image 1')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /Language$/ })).toHaveTextContent('All languages');
    expect(rowsOf('Operating instructions')).toHaveLength(5);
  });

  it('the filter banner links to the other tab with #tab=, and the hash chooses the tab', async () => {
    renderWithSite(<DownloadsPage view={view({ viewer: SIGNED_IN })} />);
    const banner = screen.getByRole('link', { name: 'Go to Media Assets' });
    expect(banner).toHaveAttribute('href', '#tab=media');
    await act(async () => {
      window.location.hash = '#tab=media';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: 'Media Assets' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks anonymous visitors to sign in for a phased-out product', () => {
    renderWithSite(<DownloadsPage view={view({ access: 'sign-in' })} />);
    expect(screen.getByText(/available to signed-in customers/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
  });
});

describe('DownloadsPageError', () => {
  it('says something went wrong and offers a retry', () => {
    renderWithSite(<DownloadsPageError retryHref="/en/downloadsPage/CALORA-S3" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/downloadsPage/CALORA-S3');
  });
});
