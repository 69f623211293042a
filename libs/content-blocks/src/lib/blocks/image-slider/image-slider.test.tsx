import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEmblas } from '../../testing/fake-embla';
import { ImageSliderBlock } from './image-slider';

vi.mock('embla-carousel-react', async () => (await import('../../testing/fake-embla')).fakeEmblaModule);

const rendering = { componentName: 'ImageSlider' };
const slide = (name: string) => ({
  id: name,
  fields: {
    Image: { value: { src: `/-/media/${name}.svg`, alt: `${name} alt`, width: '1200', height: '800' } },
    Caption: { value: `${name} caption` },
  },
});
const three = [slide('hall'), slide('lab'), slide('line')];

/** Starts Embla as pointing at the slider does; returns the (fake) Embla and the viewport. */
function startEmbla() {
  const region = screen.getByRole('region');
  fireEvent.pointerEnter(region);
  return { embla: fakeEmblas.at(-1)!, viewport: region.querySelector('[aria-roledescription="slide"]')!.parentElement!.parentElement! };
}

/** A drag on the viewport, then Embla's release (which Embla reports after the pointer events). */
function swipe(target: Element, embla: (typeof fakeEmblas)[number], dx: number, dy: number, durationMs: number) {
  fireEvent.pointerDown(target, { clientX: 500, clientY: 300 });
  vi.advanceTimersByTime(durationMs);
  fireEvent.pointerUp(target, { clientX: 500 + dx, clientY: 300 + dy });
  act(() => embla.emit('pointerUp'));
}

describe('ImageSliderBlock', () => {
  beforeEach(() => {
    fakeEmblas.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first slide, with captions and dots to navigate', () => {
    const { container } = renderWithSite(
      <ImageSliderBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Our plant' }, Items: three }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our plant' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our plant' })).toHaveAttribute('aria-roledescription', 'carousel');
    // Every slide is rendered once (Embla loops without clones); only the current one is exposed.
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'hall alt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('steps forward and loops backwards past the first slide, before and after Embla starts', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: three }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    const { embla } = startEmbla();
    expect(embla.selectedScrollSnap()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    expect(embla.calls.slice(1).map((call) => call.method)).toEqual(['scrollNext', 'scrollPrev']);
  });

  it('goes to a slide from its dot', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: three }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('goes to a slide from its dot through Embla once it runs', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: three }} />);
    const { embla } = startEmbla();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(embla.calls).toEqual([{ method: 'scrollTo', index: 1, jump: false }]);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
  });

  it('counts only swipes of 150 px or more, mostly horizontal, within 500 ms', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: three }} />);
    const { embla, viewport } = startEmbla();
    swipe(viewport, embla, -149, 0, 100);
    swipe(viewport, embla, -300, 0, 600);
    swipe(viewport, embla, -160, 200, 100);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    swipe(viewport, embla, -150, 10, 400);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    swipe(viewport, embla, 200, 0, 100);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    swipe(viewport, embla, 200, 0, 100);
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
  });

  it('shows a single image without navigation', () => {
    renderWithSite(
      <ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: [slide('hall'), { id: 'broken', fields: {} }] }} />,
    );
    expect(screen.getByRole('img', { name: 'hall alt' })).toBeInTheDocument();
    expect(screen.getByText('hall caption')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the gap hint without a datasource and an empty shell without images', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{}} />);
    expect(screen.getByText('No datasource item defined')).toBeInTheDocument();
    const { container } = renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: [] }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
