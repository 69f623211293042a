import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { DownloadTeaserBlock } from './download-teaser';

const rendering = { componentName: 'DownloadTeaser' };
const downloads = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `d${index + 1}`,
    fields: {
      Title: { value: `Manual ${index + 1}` },
      File: { value: { href: `/-/media/manual-${index + 1}.pdf` } },
      Size: { value: '2516582' },
    },
  }));

describe('DownloadTeaserBlock', () => {
  it('shows 3 downloads first, then 3 more per click, with min(3, remaining) in the label', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <DownloadTeaserBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Downloads' }, Items: downloads(8) }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Downloads' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show 3 more downloads' }));
    expect(screen.getAllByRole('link')).toHaveLength(6);
    const more = screen.getByRole('button', { name: 'Show 2 more downloads' });
    expect(more).toHaveTextContent('Show 2 more');
    await user.click(more);
    expect(screen.getAllByRole('link')).toHaveLength(8);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves focus to the first newly revealed download', async () => {
    const user = userEvent.setup();
    renderWithSite(<DownloadTeaserBlock rendering={rendering} params={{}} fields={{ Items: downloads(5) }} />);
    await user.click(screen.getByRole('button', { name: 'Show 2 more downloads' }));
    expect(screen.getByRole('link', { name: /Manual 4/ })).toHaveFocus();
  });

  it('links the file as a download with its type and size, without a language prefix', () => {
    renderWithSite(<DownloadTeaserBlock rendering={rendering} params={{}} fields={{ Items: downloads(1) }} />, {
      site: { language: 'de' },
    });
    const link = screen.getByRole('link', { name: /Manual 1/ });
    expect(link).toHaveAttribute('href', '/-/media/manual-1.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('PDF, 2,4 MB');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('skips downloads without a title or file; shows the gap hint without a datasource', () => {
    const { container } = renderWithSite(
      <DownloadTeaserBlock
        rendering={rendering}
        params={{}}
        fields={{ Items: [{ fields: { Title: { value: 'No file' } } }, { fields: { File: { value: { href: '/a.pdf' } } } }] }}
      />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
    renderWithSite(<DownloadTeaserBlock rendering={rendering} params={{}} fields={{}} />);
    expect(screen.getByText('No datasource item defined')).toBeInTheDocument();
  });
});
