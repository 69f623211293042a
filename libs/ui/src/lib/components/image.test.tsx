import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, imageSources, imageUrl } from './image';
import { MEDIA_WIDTHS, WIDE_IMAGE_WIDTHS } from './image-widths';

describe('imageUrl', () => {
  it('asks for a maximum width and drops earlier resize parameters and their hash', () => {
    expect(imageUrl('/-/media/a.jpg', 320)).toBe('/-/media/a.jpg?mw=320');
    expect(imageUrl('/-/media/a.jpg?w=100&h=80&hash=ABC&la=de', 768)).toBe('/-/media/a.jpg?la=de&mw=768');
  });
});

describe('imageSources (srcset and sizes)', () => {
  it('offers the widths up to twice the intrinsic width, the fallback no wider than it', () => {
    expect(imageSources('/-/media/hero.jpg', 1600, WIDE_IMAGE_WIDTHS, '100vw')).toEqual({
      src: '/-/media/hero.jpg?mw=1440',
      srcSet: [320, 768, 960, 1440, 1920].map((width) => `/-/media/hero.jpg?mw=${width} ${width}w`).join(', '),
      sizes: '100vw',
    });
    expect(imageSources('/-/media/card.jpg', 320)).toMatchObject({
      src: '/-/media/card.jpg?mw=320',
      srcSet: '/-/media/card.jpg?mw=100 100w, /-/media/card.jpg?mw=320 320w',
      sizes: '320px',
    });
  });

  it('keeps a small picture on the ladder: never a width the media library would not resize to', () => {
    const thumbnail = imageSources('/-/media/t.jpg', 48, [100]);
    expect(thumbnail).toMatchObject({ src: '/-/media/t.jpg?mw=100', srcSet: '/-/media/t.jpg?mw=100 100w' });
    // Widths off the ladder are dropped.
    expect(imageSources('/-/media/t.jpg', 600, [300, 560, 768]).srcSet).toBe('/-/media/t.jpg?mw=768 768w');
    for (const candidate of imageSources('/-/media/x.jpg', 5000, MEDIA_WIDTHS).srcSet.split(', ')) {
      expect(MEDIA_WIDTHS).toContain(Number(/mw=(\d+)/.exec(candidate)?.[1]));
    }
  });
});

describe('Image loading', () => {
  it('loads lazily and asynchronously unless it is the page LCP picture', () => {
    const { container } = render(<Image src="/-/media/a.jpg" alt="" width={320} height={200} sizes="50vw" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('sizes', '50vw');
  });

  it('preloads the LCP picture from the head with its srcset, sizes and high priority', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Image src="/-/media/hero.jpg" alt="Hero" width={1600} height={900} widths={WIDE_IMAGE_WIDTHS} sizes="100vw" priority />
        </body>
      </html>,
    );
    const link = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('as="image"');
    expect(link).toContain('fetchPriority="high"');
    expect(link).toContain('imageSizes="100vw"');
    expect(link).toContain('/-/media/hero.jpg?mw=1920 1920w');
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<body'));
    expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
  });
});
