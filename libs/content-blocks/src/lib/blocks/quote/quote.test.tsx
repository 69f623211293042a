import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { QuoteBlock } from './quote';

const rendering = { componentName: 'Quote' };

describe('QuoteBlock', () => {
  it('renders the quote, author, role and portrait', () => {
    renderWithSite(
      <QuoteBlock
        rendering={rendering}
        params={{}}
        fields={{
          Quote: { value: 'Quality is never an accident.' },
          Author: { value: 'Anna Muster' },
          Role: { value: 'CEO' },
          Portrait: { value: { src: '/-/media/anna.svg', alt: 'Anna Muster', width: '400', height: '400' } },
        }}
      />,
    );
    expect(screen.getByText('Quality is never an accident.').closest('blockquote')).toBeInTheDocument();
    expect(screen.getByText('Anna Muster')).toBeInTheDocument();
    expect(screen.getByText('CEO')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anna Muster' })).toHaveAttribute('loading', 'lazy');
  });

  it('captions the figure itself: the <figcaption> is a child of the <figure> (valid HTML)', () => {
    renderWithSite(
      <QuoteBlock
        rendering={rendering}
        params={{}}
        fields={{
          Quote: { value: 'Measure twice.' },
          Author: { value: 'Anna Muster' },
          Role: { value: 'CEO' },
          Portrait: { value: { src: '/-/media/anna.svg', alt: '', width: '400', height: '400' } },
        }}
      />,
    );
    const figure = screen.getByRole('figure');
    const caption = screen.getByText('Anna Muster').closest('figcaption');
    // HTML: a figcaption is the first or last child of its figure, nowhere else.
    expect(caption?.parentElement).toBe(figure);
    expect(figure.lastElementChild).toBe(caption);
  });

  it('renders an empty shell without quote text', () => {
    const { container } = renderWithSite(<QuoteBlock rendering={rendering} params={{}} fields={{ Author: { value: 'Anna' } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
