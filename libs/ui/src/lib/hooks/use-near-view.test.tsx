import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearView } from './use-near-view';

function Probe() {
  const [ref, near] = useNearView('200px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true when the element comes within the margin, then stops observing', () => {
    let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const disconnect = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify, init: IntersectionObserverInit) {
          notify = callback;
          options.push(init);
        }
        observe = vi.fn();
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(options).toEqual([{ rootMargin: '200px' }]);
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
