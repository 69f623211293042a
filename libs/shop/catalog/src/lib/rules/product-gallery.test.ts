import { describe, expect, it } from 'vitest';
import { galleryItems } from './product-gallery';

const image = (name: string, alt = name) => ({
  url: `/-/media/${name}.svg`,
  thumbnail: `/-/media/${name}.svg?w=100`,
  type: 'image/jpeg',
  alt,
});

describe('galleryItems', () => {
  it('puts the variant media first and each URL once', () => {
    const items = galleryItems([image('variant'), image('front')], [image('front'), image('side')]);
    expect(items.map((item) => item.src)).toEqual(['/-/media/variant.svg', '/-/media/front.svg', '/-/media/side.svg']);
  });

  it('keeps images and videos, leaves out 3D objects and media without a URL', () => {
    const items = galleryItems(
      [],
      [
        { url: '/-/media/demo.webm', thumbnail: '/-/media/poster.svg', type: 'video/webm', alt: 'Video' },
        { url: '/-/media/3d/box.gltf', thumbnail: '', type: '3Dobject', alt: '3D' },
        { url: ' ', thumbnail: '', type: 'image/jpeg', alt: 'Nothing' },
        { url: '/-/media/a.svg', thumbnail: '', type: 'image/jpeg', alt: 'A' },
      ],
    );
    expect(items).toEqual([
      { kind: 'video', src: '/-/media/demo.webm', thumbnail: '/-/media/poster.svg', alt: 'Video' },
      { kind: 'image', src: '/-/media/a.svg', thumbnail: '/-/media/a.svg', alt: 'A' },
    ]);
  });

  it('offers at most 12 thumbnails', () => {
    const many = Array.from({ length: 20 }, (_, index) => image(`m${index}`));
    expect(galleryItems([], many)).toHaveLength(12);
    expect(galleryItems([], many, 3)).toHaveLength(3);
  });
});
