import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_TRANSITION_MS } from '../../rules/slider-motion';
import { ImageSliderBlock } from './image-slider';

const rendering = { componentName: 'ImageSlider' };
const slide = (name: string) => ({
  id: name,
  fields: { Image: { value: { src: `/-/media/${name}.svg`, alt: `${name} alt`, width: '1200', height: '800' } }, Caption: { value: `${name} caption` } },
});
const three = [slide('hall'), slide('lab'), slide('line')];

function swipe(target: Element, dx: number, dy: number, durationMs: number) {
  fireEvent.touchStart(target, { touches: [{ clientX: 500, clientY: 300 }] });
  vi.advanceTimersByTime(durationMs);
  fireEvent.touchEnd(target, { changedTouches: [{ clientX: 500 + dx, clientY: 300 + dy }] });
}

describe('ImageSliderBlock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first slide of a cloned-end track, with captions and dots to navigate', () => {
    const { container } = renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Our plant' }, Items: three }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our plant' })).toBeInTheDocument();
    // Two clones plus three slides; only the current one is exposed.
    expect(container.querySelectorAll('img')).toHaveLength(5);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'hall alt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('steps forward and loops backwards over the clone, then jumps to the real last slide', () => {
    const { container } = renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: three }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const track = container.querySelector<HTMLElement>('[style*="translateX"]');
    expect(track?.style.transform).toBe('translateX(0%)');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SLIDER_TRANSITION_MS);
    });
    expect(track?.style.transform).toBe('translateX(-300%)');
    expect(track?.style.transition).toBe('none');
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
  });

  it('goes to a slide from its dot', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: three }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('counts only swipes of 150 px or more, mostly horizontal, within 500 ms', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: three }} />);
    const first = screen.getByRole('group', { name: '1 of 3' });
    swipe(first, -149, 0, 100);
    swipe(first, -300, 0, 600);
    swipe(first, -160, 200, 100);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    swipe(first, -150, 10, 400);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    swipe(screen.getByRole('group', { name: '2 of 3' }), 200, 0, 100);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });

  it('shows a single image without navigation', () => {
    renderWithSite(<ImageSliderBlock rendering={rendering} params={{}} fields={{ Items: [slide('hall'), { id: 'broken', fields: {} }] }} />);
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
