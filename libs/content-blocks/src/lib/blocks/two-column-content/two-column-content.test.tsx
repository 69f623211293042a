import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { TwoColumnContentBlock } from './two-column-content';

const rendering = { componentName: 'TwoColumnContent' };

describe('TwoColumnContentBlock', () => {
  it('renders a title, an image and both sanitised columns', () => {
    renderWithSite(
      <TwoColumnContentBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Made to last' },
          LeftText: { value: '<h3>Left</h3><p>One</p>', sanitized: true },
          RightText: { value: '<h3>Right</h3><p>Two</p>', sanitized: true },
          Image: { value: { src: '/-/media/plant.svg', alt: 'Our plant', width: '1200', height: '600' } },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Made to last' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Left' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Right' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Our plant' })).toBeInTheDocument();
  });

  it('refuses unsanitised HTML and renders an empty shell without text', () => {
    const { container } = renderWithSite(
      <TwoColumnContentBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'T' }, LeftText: { value: '<img src=x onerror=alert(1)>' } }}
      />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
