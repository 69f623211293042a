import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { SolutionCardsGalleryBlock } from './solution-cards-gallery';

const rendering = { componentName: 'SolutionCardsGallery' };
const link = (href: string) => ({ value: { href, text: 'ignored' } });

function card(index: number, extra: Record<string, unknown> = {}) {
  return {
    id: `card-${index}`,
    fields: {
      Image: { value: { src: `/-/media/card-${index}.svg`, alt: `Picture ${index}`, width: '1200', height: '800' } },
      Title: { value: `Card ${index}` },
      Text: { value: `Text of card ${index}` },
      LinkGroup: link(`/group/${index}`),
      LinkTechnologies: link(`/technologies/${index}`),
      LinkSensor: link(`/sensor/${index}`),
      LinkWeldingTools: link(`/welding-tools/${index}`),
      ...extra,
    },
  };
}

const sevenCards = [1, 2, 3, 4, 5, 6, 7].map((index) => card(index));

function columnsOf(container: HTMLElement) {
  const columns = container.querySelector<HTMLElement>('[data-layout="columns"]');
  if (!columns) throw new Error('no columns layout');
  return [...columns.children].map((column) =>
    within(column as HTMLElement)
      .queryAllByRole('heading')
      .map((heading) => heading.textContent),
  );
}

describe('SolutionCardsGalleryBlock', () => {
  it('fills three columns round-robin for the desktop layout', () => {
    const { container } = renderWithSite(
      <SolutionCardsGalleryBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Solutions' }, Cards: sevenCards }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Solutions' })).toBeInTheDocument();
    expect(columnsOf(container)).toEqual([
      ['Card 1', 'Card 4', 'Card 7'],
      ['Card 2', 'Card 5'],
      ['Card 3', 'Card 6'],
    ]);
  });

  it('also renders a carousel with 1 card per view on phones and 2 on tablets, switched by CSS', () => {
    const { container } = renderWithSite(
      <SolutionCardsGalleryBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Solutions' }, Cards: sevenCards }} />,
    );
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('data-mobile', 'carousel');
    expect(section).toHaveAttribute('data-tablet', 'carousel');
    const carousel = screen.getByRole('region', { name: 'Solutions' });
    expect(carousel).toHaveStyle({ '--per-view-mobile': '1', '--per-view-tablet': '2', '--per-view-desktop': '3' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(7);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows two cards side by side on tablets without a carousel there', () => {
    const { container } = renderWithSite(
      <SolutionCardsGalleryBlock rendering={rendering} params={{}} fields={{ Cards: [card(1), card(2)] }} />,
    );
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('data-tablet', 'columns');
    expect(section).toHaveAttribute('data-mobile', 'carousel');
  });

  it('has no carousel for a single card', () => {
    renderWithSite(<SolutionCardsGalleryBlock rendering={rendering} params={{}} fields={{ Cards: [card(1)] }} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Card 1' })).toBeInTheDocument();
  });

  it("links each card to the current brand's link field", () => {
    const { container } = renderWithSite(<SolutionCardsGalleryBlock rendering={rendering} params={{}} fields={{ Cards: [card(1)] }} />, {
      site: { brand: { id: 'sensor', displayName: 'Sensor', logo: { src: '/logo.svg', width: 1, height: 1 } } },
    });
    const columns = container.querySelector<HTMLElement>('[data-layout="columns"]')!;
    expect(within(columns).getByRole('link', { name: 'Card 1' })).toHaveAttribute('href', '/en/sensor/1');
  });

  it('renders a card without a link for this brand unlinked, and skips cards without a title', () => {
    const { container } = renderWithSite(
      <SolutionCardsGalleryBlock
        rendering={rendering}
        params={{}}
        fields={{ Cards: [card(1, { LinkTechnologies: { value: { href: '' } } }), card(2, { Title: { value: '  ' } }), card(3)] }}
      />,
    );
    const columns = container.querySelector<HTMLElement>('[data-layout="columns"]')!;
    expect(within(columns).getByRole('heading', { name: 'Card 1' })).toBeInTheDocument();
    expect(within(columns).queryByRole('link', { name: 'Card 1' })).not.toBeInTheDocument();
    expect(within(columns).queryByText('Card 2')).not.toBeInTheDocument();
    expect(within(columns).getByRole('link', { name: 'Card 3' })).toHaveAttribute('href', '/en/technologies/3');
  });

  it('reads the variant: TextOnly shows no images, Compact uses small ones, unknown falls back to Default', () => {
    const { unmount } = renderWithSite(
      <SolutionCardsGalleryBlock rendering={rendering} params={{ Variant: 'TextOnly' }} fields={{ Cards: [card(1)] }} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderWithSite(<SolutionCardsGalleryBlock rendering={rendering} params={{ Variant: 'Compact' }} fields={{ Cards: [card(1)] }} />);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('sizes', '96px');
  });

  it('loads card images lazily with the spec widths', () => {
    renderWithSite(<SolutionCardsGalleryBlock rendering={rendering} params={{ Variant: 'Nonsense' }} fields={{ Cards: [card(1)] }} />);
    const image = screen.getByRole('img', { name: 'Picture 1' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('srcset')).toContain('768w');
  });

  it('renders an empty shell without cards', () => {
    const { container } = renderWithSite(
      <SolutionCardsGalleryBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'Solutions' }, Cards: [card(1, { Title: { value: '' } })] }}
      />,
    );
    const section = container.querySelector('section');
    expect(section).toBeEmptyDOMElement();
    expect(section).toHaveAttribute('aria-hidden', 'true');
  });
});
