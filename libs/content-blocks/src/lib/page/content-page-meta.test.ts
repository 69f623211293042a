import { describe, expect, it } from 'vitest';
import { contentPageMeta, isTestPagePath } from './content-page-meta';

const base = { route: null, fallbackTitle: 'Kestrel Sensor', siteName: 'Kestrel Sensor', origin: 'https://x.test', language: 'en' };

describe('isTestPagePath', () => {
  it('is true for /qa and everything under it, in any case', () => {
    expect(isTestPagePath('/qa')).toBe(true);
    expect(isTestPagePath('/qa/missing-content')).toBe(true);
    expect(isTestPagePath('/QA/sanitising')).toBe(true);
    expect(isTestPagePath('/quality')).toBe(false);
    expect(isTestPagePath('/company/qa')).toBe(false);
  });
});

describe('contentPageMeta', () => {
  it('marks test pages noindex (no canonical, no alternates in the head)', () => {
    expect(contentPageMeta({ ...base, itemPath: '/qa/missing-content' }).noindex).toBe(true);
    expect(contentPageMeta({ ...base, itemPath: '/company/history' })).not.toHaveProperty('noindex');
  });
});

describe('contentPageMeta sharing image', () => {
  const image = (src: string, alt = '') => ({ value: { src, alt, width: '1200', height: '630' } });
  const route = (fields: Record<string, unknown>, main: unknown[]) => ({ name: 'x', fields, placeholders: { 'jss-main': main } }) as never;

  it("takes the page's ogImage, on the public origin", () => {
    const meta = contentPageMeta({
      ...base,
      itemPath: '/company',
      route: route({ ogImage: image('http://cms.internal/-/media/og.jpg', 'Plant') }, []),
    });
    expect(meta.openGraph?.image).toEqual({ src: 'https://x.test/-/media/og.jpg', alt: 'Plant', width: 1200, height: 630 });
  });

  it('else the first picture of the main content, in page order, list items and nested placeholders included', () => {
    const main = [
      { componentName: 'RichText', fields: { Text: { value: '<p>x</p>' } } },
      {
        componentName: 'Columns',
        placeholders: {
          left: [
            {
              componentName: 'ImageTeasers',
              fields: { items: [{ fields: { Title: { value: 'A' } } }, { fields: { Image: image('/-/media/teaser-b.jpg', 'B') } }] },
            },
          ],
        },
      },
      { componentName: 'Hero', fields: { Image: image('/-/media/later.jpg') } },
    ];
    expect(contentPageMeta({ ...base, itemPath: '/company', route: route({}, main) }).openGraph?.image?.src).toBe(
      'https://x.test/-/media/teaser-b.jpg',
    );
  });

  it('no picture at all: none (a small summary card)', () => {
    const meta = contentPageMeta({
      ...base,
      itemPath: '/company',
      route: route({ ogImage: { value: {} } }, [{ componentName: 'RichText', fields: { Text: { value: 'x' } } }]),
    });
    expect(meta.openGraph?.image).toBeUndefined();
  });
});
