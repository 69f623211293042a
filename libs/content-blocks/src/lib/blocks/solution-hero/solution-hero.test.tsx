import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { SolutionHeroBlock } from './solution-hero';

const fields = {
  Image: { value: { src: '/-/media/roof.svg', alt: 'Roofers at work', width: '1600', height: '900' } },
  Title: { value: 'Roofing: every seam watertight' },
  Text: { value: 'Hot-air tools for every membrane.' },
  Link: { value: { href: '/solutions/roofing', text: 'Explore roofing' } },
};

describe('SolutionHeroBlock', () => {
  it("renders the page's h1 over the image, with the intro and a call to action", () => {
    renderWithSite(<SolutionHeroBlock rendering={{ componentName: 'SolutionHero' }} params={{}} fields={fields} />, {
      site: { language: 'de' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Roofing: every seam watertight' })).toBeInTheDocument();
    expect(screen.getByText('Hot-air tools for every membrane.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore roofing' })).toHaveAttribute('href', '/de/solutions/roofing');
  });

  it('loads the image eagerly with high priority (it is above the fold)', () => {
    renderWithSite(<SolutionHeroBlock rendering={{ componentName: 'SolutionHero' }} params={{}} fields={fields} />);
    const image = screen.getByRole('img', { name: 'Roofers at work' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it("reserves the solution page's taller menu (spec §9) through custom properties", () => {
    const { container } = renderWithSite(<SolutionHeroBlock rendering={{ componentName: 'SolutionHero' }} params={{}} fields={fields} />);
    expect(container.firstElementChild).toHaveStyle({
      '--hero-menu-height': '112px',
      '--hero-menu-extra': '56px',
      '--hero-breadcrumb-height': '40px',
    });
  });

  it('renders the title as h2 when the rendering asks for HeadingLevel 2', () => {
    renderWithSite(<SolutionHeroBlock rendering={{ componentName: 'SolutionHero' }} params={{ HeadingLevel: '2' }} fields={fields} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Roofing: every seam watertight' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('falls back to "Learn more" for a link without text and works without an image', () => {
    renderWithSite(
      <SolutionHeroBlock
        rendering={{ componentName: 'SolutionHero' }}
        params={{}}
        fields={{ Title: fields.Title, Link: { value: { href: '/solutions' } } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/en/solutions');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders an empty shell without a title', () => {
    const { container } = renderWithSite(
      <SolutionHeroBlock rendering={{ componentName: 'SolutionHero' }} params={{}} fields={{ ...fields, Title: { value: '' } }} />,
    );
    const section = container.querySelector('section');
    expect(section).toBeEmptyDOMElement();
    expect(section).toHaveAttribute('aria-hidden', 'true');
  });
});
