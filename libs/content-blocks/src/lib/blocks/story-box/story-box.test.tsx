import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { StoryLinkerBlock } from '../story-linker/story-linker';
import { imagePositionOf, StoryBoxBlock } from './story-box';

const rendering = { componentName: 'StoryBox' };
const long =
  'Two welders sealed forty thousand square metres of geomembrane for a reservoir in the Alps, working through wind, cold mornings and a tight schedule set by the snow.';
const story = {
  OverlineTitle: { value: 'Customer story' },
  Title: { value: 'A reservoir in the Alps' },
  Description: { value: long },
  StoryImage: { value: { src: '/-/media/reservoir.svg', alt: 'Reservoir', width: '1200', height: '800' } },
  LinkerButtonLabel: { value: 'Read the story' },
  PageUrl: { value: { href: '/stories/reservoir' } },
};

describe('StoryBoxBlock', () => {
  it('renders a card with the description cut at 140 characters and a language-aware button', () => {
    renderWithSite(<StoryBoxBlock rendering={rendering} params={{ ImagePosition: 'Right' }} fields={story} />, {
      site: { language: 'de' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'A reservoir in the Alps' })).toBeInTheDocument();
    const description = screen.getByText(/^Two welders/);
    expect(description.textContent!.length).toBeLessThanOrEqual(140);
    expect(description.textContent).toMatch(/…$/);
    expect(screen.getByRole('link', { name: 'Read the story: A reservoir in the Alps' })).toHaveAttribute('href', '/de/stories/reservoir');
    expect(screen.getByRole('img', { name: 'Reservoir' })).toHaveAttribute('loading', 'lazy');
  });

  it('renders an empty shell without a title', () => {
    const { container } = renderWithSite(<StoryBoxBlock rendering={rendering} params={{}} fields={{ Description: { value: 'x' } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });

  it('reads the image side from the param, then the field', () => {
    expect(imagePositionOf({ ImagePosition: 'Right' })).toBe('right');
    expect(imagePositionOf({}, { value: 'right' })).toBe('right');
    expect(imagePositionOf({})).toBe('left');
  });
});

describe('StoryLinkerBlock', () => {
  it('lists story cards under a section heading and skips stories without a title', () => {
    renderWithSite(
      <StoryLinkerBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'More stories' },
          Stories: [
            { id: '1', fields: story },
            { id: '2', fields: { Description: { value: 'untitled' } } },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'More stories' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders an empty shell without stories', () => {
    const { container } = renderWithSite(
      <StoryLinkerBlock rendering={rendering} params={{}} fields={{ Title: { value: 'More stories' } }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
