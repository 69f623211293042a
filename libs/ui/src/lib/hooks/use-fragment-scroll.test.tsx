// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFragmentScroll } from './use-fragment-scroll';

function Page() {
  const page = useFragmentScroll<HTMLDivElement>();
  return (
    <div ref={page} data-testid="page">
      <Link to="#accessories">To the accessories</Link>
      <Link to="#nowhere">To nothing</Link>
      <section id="details">Details</section>
      <section id="accessories">Accessories</section>
    </div>
  );
}

const scrolled: string[] = [];
// jsdom lays nothing out and has no scrollIntoView: record whom the hook asks to scroll.
const original = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => {
  Element.prototype.scrollIntoView = original;
});

describe('useFragmentScroll', () => {
  it('arriving client-side on a fragment: every section is laid out, then the target is scrolled to', () => {
    render(
      <MemoryRouter initialEntries={['/en/product/Hot-Jet-S/100-648#accessories']}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page')).toHaveAttribute('data-fragment', '');
    expect(scrolled).toEqual(['accessories']);
  });

  it('does nothing without a fragment, or for one that names nothing on the page', () => {
    render(
      <MemoryRouter initialEntries={['/en/product/Hot-Jet-S/100-648']}>
        <Page />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'To nothing' }));
    expect(screen.getByTestId('page')).not.toHaveAttribute('data-fragment');
    expect(scrolled).toEqual([]);
  });

  it('a later move to a fragment of the same page scrolls there; a malformed one is ignored', () => {
    render(
      <MemoryRouter initialEntries={['/en/product/Hot-Jet-S/100-648#%E0%A4%A']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'To the accessories' }));
    expect(scrolled).toEqual(['accessories']);
  });
});
