import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useBreakpoint } from './use-breakpoint';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => setWidth(1024));

describe('useBreakpoint', () => {
  it('is null on the server, so the hydrated HTML cannot mismatch', () => {
    function Probe() {
      return <span>{useBreakpoint() ?? 'unknown'}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>unknown</span>');
  });

  it('follows the window width in the browser', () => {
    setWidth(375);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('mobile');
    act(() => setWidth(900));
    expect(result.current).toBe('tablet');
    act(() => setWidth(1440));
    expect(result.current).toBe('desktop');
  });

  it('takes mobile up to 960 px when asked', () => {
    setWidth(900);
    const { result } = renderHook(() => useBreakpoint({ mobileMax: 960 }));
    expect(result.current).toBe('mobile');
  });
});
