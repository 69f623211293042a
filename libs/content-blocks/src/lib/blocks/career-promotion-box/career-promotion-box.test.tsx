import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { CareerPromotionBoxBlock } from './career-promotion-box';

const rendering = { componentName: 'CareerPromotionBox' };

describe('CareerPromotionBoxBlock', () => {
  it('renders the title, text, image and jobs link', () => {
    renderWithSite(
      <CareerPromotionBoxBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Work with us' },
          Text: { value: 'Over 60 open positions.' },
          Image: { value: { src: '/-/media/team.svg', alt: 'Our team', width: '800', height: '600' } },
          JobsLink: { value: { href: '/careers/jobs', text: 'See all jobs' } },
        }}
      />,
      { site: { language: 'fr' } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Work with us' })).toBeInTheDocument();
    expect(screen.getByText('Over 60 open positions.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Our team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/fr/careers/jobs');
  });

  it('uses a default label and renders an empty shell without a title', () => {
    const { container, rerender } = renderWithSite(
      <CareerPromotionBoxBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'Jobs' }, JobsLink: { value: { href: '/jobs' } } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'View open positions' })).toBeInTheDocument();
    rerender(<CareerPromotionBoxBlock rendering={rendering} params={{}} fields={{ JobsLink: { value: { href: '/jobs' } } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
