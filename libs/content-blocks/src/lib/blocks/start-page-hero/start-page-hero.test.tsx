import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { StartPageHeroBlock } from './start-page-hero';

const rendering = { componentName: 'StartPageHero' };
const fields = {
  Image: { value: { src: '/-/media/plant.svg', alt: 'Assembly hall', width: '1600', height: '900' } },
  Title: { value: 'Plastic welding and process heat' },
  Text: { value: 'Developed and built in Switzerland.' },
  Link: { value: { href: '/products', text: 'Discover our products' } },
};

describe('StartPageHeroBlock', () => {
  it("renders the start page's h1, intro, call to action and a high-priority image", () => {
    renderWithSite(<StartPageHeroBlock rendering={rendering} params={{}} fields={fields} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plastic welding and process heat' })).toBeInTheDocument();
    expect(screen.getByText('Developed and built in Switzerland.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover our products' })).toHaveAttribute('href', '/en/products');
    expect(screen.getByRole('img', { name: 'Assembly hall' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('reserves the 112 px start menu and no solution offset (spec §9)', () => {
    const { container } = renderWithSite(<StartPageHeroBlock rendering={rendering} params={{}} fields={fields} />);
    expect(container.firstElementChild).toHaveStyle({ '--hero-menu-height': '112px', '--hero-menu-extra': '0px' });
  });

  it('renders an empty shell without a title', () => {
    const { container } = renderWithSite(<StartPageHeroBlock rendering={rendering} params={{}} fields={{ Text: fields.Text }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
