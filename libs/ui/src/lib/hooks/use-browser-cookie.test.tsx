import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COOKIES, writeBrowserCookie } from '@mbw/util';
import { notifyCookieChange, useBrowserCookie } from './use-browser-cookie';

describe('useBrowserCookie', () => {
  it('is unknown on the server', () => {
    function Probe() {
      const { known } = useBrowserCookie(COOKIES.country);
      return <span>{known ? 'known' : 'unknown'}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>unknown</span>');
  });

  it('reads the cookie in the browser and follows writes', () => {
    writeBrowserCookie(COOKIES.country, 'DE');
    const { result } = renderHook(() => useBrowserCookie(COOKIES.country));
    expect(result.current).toEqual({ known: true, value: 'DE' });
    act(() => {
      writeBrowserCookie(COOKIES.country, 'FR');
      notifyCookieChange();
    });
    expect(result.current.value).toBe('FR');
  });
});
