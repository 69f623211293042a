import { describe, expect, it } from 'vitest';
import type { RouteData } from '@mbw/api-clients';
import { contentBlocks } from '../content-blocks';
import { sanitizeRichText, sanitizeRoute } from './sanitize-rich-text';

const clean = (html: string, language = 'en') => sanitizeRichText(html, { language });

describe('sanitizeRichText', () => {
  it('keeps formatting, lists, tables and links', () => {
    const html =
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><table><tbody><tr><td colspan="2">d</td></tr></tbody></table><a href="https://example.com" title="x">e</a>';
    expect(clean(html)).toBe(html);
  });

  it.each([
    ['script tags and their content', '<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    [
      'event handlers',
      '<img src="https://x.test/a.png" onerror="alert(1)" alt="a">',
      '<img src="https://x.test/a.png" alt="a" loading="lazy" />',
    ],
    ['javascript: URLs', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['data: URLs', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['data: images', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img loading="lazy" />'],
    ['protocol-relative URLs', '<a href="//evil.example">x</a>', '<a>x</a>'],
    ['inline styles', '<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
    [
      'iframes, objects and svg scripts',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><svg><script>alert(1)</script></svg>',
      '',
    ],
    ['style elements', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['forms', '<form action="https://evil.example"><input name="password"></form>', ''],
  ])('removes %s', (_, input, output) => {
    expect(clean(input)).toBe(output);
  });

  it('demotes h1 (the hero holds the only one) and secures new-window links', () => {
    expect(clean('<h1>Big</h1>')).toBe('<h2>Big</h2>');
    expect(clean('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://example.com" target="_top">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it('keeps internal links in the page language', () => {
    expect(clean('<a href="/company/history">x</a>', 'de-CH')).toBe('<a href="/de-CH/company/history">x</a>');
    expect(clean('<a href="mailto:info@example.com">x</a>', 'de')).toBe('<a href="mailto:info@example.com">x</a>');
  });
});

describe('sanitizeRoute', () => {
  it('sanitises and marks the rich text fields the map declares, in nested placeholders too', () => {
    const route: RouteData = {
      name: 'x',
      placeholders: {
        main: [
          {
            componentName: 'RichText',
            fields: { Text: { value: '<p onclick="x()">a</p>' } },
            placeholders: { inner: [{ componentName: 'RichText', fields: { Text: { value: '<script>x</script>b' } } }] },
          },
          { componentName: 'Hero', fields: { Title: { value: '<b>kept as text</b>' } } },
          { componentName: 'RichText', fields: { Text: { value: 12 } } },
        ],
      },
    };
    const result = sanitizeRoute(route, contentBlocks, { language: 'en' });
    const [outer, hero, numeric] = result.placeholders['main']!;
    expect(outer!.fields!['Text']).toEqual({ value: '<p>a</p>', sanitized: true });
    expect(outer!.placeholders!['inner']![0]!.fields!['Text']).toEqual({ value: 'b', sanitized: true });
    expect(hero!.fields!['Title']).toEqual({ value: '<b>kept as text</b>' });
    expect(numeric!.fields!['Text']).toEqual({ value: '', sanitized: true });
    // The input is not modified.
    expect(route.placeholders['main']![0]!.fields!['Text']).toEqual({ value: '<p onclick="x()">a</p>' });
  });

  it("sanitises a child item's field for a 'List.Field' entry (the accordion's Items.Text)", () => {
    const route: RouteData = {
      name: 'x',
      placeholders: {
        main: [
          {
            componentName: 'Accordion',
            fields: {
              Items: [
                { id: '1', fields: { Title: { value: 'One' }, Text: { value: '<p>ok<img src=x onerror=alert(1)></p>' } } },
                { id: '2', fields: { Title: { value: 'Two' } } },
                'not an item',
              ],
            },
          },
        ],
      },
    };
    const [accordion] = sanitizeRoute(route, contentBlocks, { language: 'en' }).placeholders['main']!;
    const items = accordion!.fields!['Items'] as Array<{ fields: Record<string, unknown> }>;
    expect(items[0]!.fields['Text']).toEqual({ value: '<p>ok<img src="x" loading="lazy" /></p>', sanitized: true });
    expect(items[0]!.fields['Title']).toEqual({ value: 'One' });
    expect(items[1]!.fields['Text']).toEqual({ value: '', sanitized: true });
    expect(items[2]).toBe('not an item');
  });
});
