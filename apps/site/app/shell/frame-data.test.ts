import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_FRAME, frameStructuredData, isNotFoundPage, pageFrameOf, revalidateOnLanguageChange } from './frame-data';

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

describe('frameStructuredData', () => {
  const options = { origin: 'https://www.x.test', language: 'de-CH' };

  it('describes the trail the breadcrumb shows as a BreadcrumbList on the public origin, in the page language', () => {
    const frame = {
      itemPath: '/product/CALORA-S3/142-270',
      breadcrumbs: [
        { id: '1', name: 'Home', path: '/' },
        { id: '2', name: 'Produkte', path: '/products' },
        { id: '404', name: 'Not found', path: '/404' },
        { id: 'p', name: 'CALORA S3', path: '/de-CH/product/CALORA-S3/142-270' },
      ],
      productTrail: true,
      structuredData: [{ '@type': 'Product', name: 'CALORA S3' }],
    };
    expect(frameStructuredData(frame, options)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.x.test/de-CH/' },
          { '@type': 'ListItem', position: 2, name: 'Produkte', item: 'https://www.x.test/de-CH/products' },
          { '@type': 'ListItem', position: 3, name: 'CALORA S3', item: 'https://www.x.test/de-CH/product/CALORA-S3/142-270' },
        ],
      },
      { '@type': 'Product', name: 'CALORA S3' },
    ]);
  });

  it('has no BreadcrumbList without a trail (home, not-found and error pages)', () => {
    expect(frameStructuredData(HOME_FRAME, options)).toEqual([]);
    expect(frameStructuredData({ itemPath: '/', breadcrumbs: [], structuredData: [{ '@type': 'Organization' }] }, options)).toEqual([
      { '@type': 'Organization' },
    ]);
  });
});
