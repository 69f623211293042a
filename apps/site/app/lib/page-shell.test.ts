import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_FRAME, isNotFoundPage, pageFrameOf, revalidateOnLanguageChange } from './page-shell';

const match = (loaderData: unknown): UIMatch => ({ id: 'x', pathname: '/', params: {}, data: loaderData, loaderData, handle: undefined });

describe('pageFrameOf', () => {
  it("reads the deepest match's frame: the page's, not the shell's", () => {
    const frame = { itemPath: '/company', breadcrumbs: [{ id: '1', name: 'Home', path: '/' }] };
    expect(pageFrameOf([match({ language: 'en' }), match({ chrome: null }), match({ frame })])).toBe(frame);
  });

  it('falls back to the home frame while a page errors or has no frame', () => {
    expect(pageFrameOf([match({ chrome: null }), match(undefined)])).toBe(HOME_FRAME);
    expect(pageFrameOf([match({ route: {} })])).toBe(HOME_FRAME);
    expect(pageFrameOf([])).toBe(HOME_FRAME);
  });
});

describe('isNotFoundPage', () => {
  it('knows the not-found page a loader throws from any other thrown data', () => {
    expect(isNotFoundPage({ kind: 'not-found', seo: {}, fields: null })).toBe(true);
    expect(isNotFoundPage({ kind: 'not-found' })).toBe(false);
    expect(isNotFoundPage('Not Found')).toBe(false);
    expect(isNotFoundPage(null)).toBe(false);
  });
});

describe('revalidateOnLanguageChange', () => {
  const ask = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
    revalidateOnLanguageChange({
      currentUrl: new URL(from, 'http://x.test'),
      nextUrl: new URL(to, 'http://x.test'),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
      ...(formMethod ? { formMethod } : {}),
    });

  it('skips language-bound data between pages of one language, and reloads it when the language changes', () => {
    expect(ask('/en/company', '/en/product/CALORA-S3')).toBe(false);
    expect(ask('/en/company', '/de-CH/company')).toBe(true);
  });

  it('leaves it to React Router when a URL names no language, and after a form was sent', () => {
    expect(ask('/company', '/en/company')).toBe(true);
    expect(ask('/en/company', '/en/company', 'POST')).toBe(true);
  });
});
