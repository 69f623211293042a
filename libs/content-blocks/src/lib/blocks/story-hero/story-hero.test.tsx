import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { UniversalHeroBlock } from '../universal-hero/universal-hero';
import { StoryHeroBlock } from './story-hero';

const rendering = { componentName: 'StoryHero' };
const image = { value: { src: '/-/media/story.svg', alt: 'Welder at work', width: '1200', height: '800' } };

describe('StoryHeroBlock', () => {
  it('renders the page heading with overline, date in Amsterdam time, category and a priority image', () => {
    renderWithSite(
      <StoryHeroBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Welding a lake liner' },
          Overline: { value: 'Customer story' },
          Date: { value: '2025-05-14T22:30:00Z' },
          Category: { value: 'Roofing' },
          Image: image,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welding a lake liner' })).toBeInTheDocument();
    expect(screen.getByText('Customer story')).toBeInTheDocument();
    // 22:30 UTC on 14 May is 15 May in Amsterdam.
    expect(screen.getByText('15 May 2025')).toHaveAttribute('datetime', '2025-05-14T22:30:00.000Z');
    expect(screen.getByText('Roofing')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Welder at work' });
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('renders an empty shell without a title', () => {
    const { container } = renderWithSite(<StoryHeroBlock rendering={rendering} params={{}} fields={{ Image: image }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});

describe('UniversalHeroBlock', () => {
  it('adds an intro text under the page heading', () => {
    renderWithSite(
      <UniversalHeroBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'Sustainability' }, Text: { value: 'How we reduce energy use.' } }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sustainability' })).toBeInTheDocument();
    expect(screen.getByText('How we reduce energy use.')).toBeInTheDocument();
  });
});
