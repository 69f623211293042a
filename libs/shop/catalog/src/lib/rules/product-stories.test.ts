import { describe, expect, it } from 'vitest';
import { productStories } from './product-stories';

describe('productStories (spec product §3 "Story")', () => {
  it('is empty without a stories list', () => {
    expect(productStories(undefined, 'en')).toEqual([]);
    expect(productStories(null, 'en')).toEqual([]);
    expect(productStories({ title: 'not a list' }, 'en')).toEqual([]);
  });

  it('reads title, category, date, image, button label and url; leaves out entries without title or url', () => {
    const stories = productStories(
      [
        {
          title: 'Welding a 2 km pond liner in four days',
          category: 'Customer story',
          date: '2025-06-12',
          image: { src: '/-/media/pond-liner.svg', alt: 'Technician welding a pond liner' },
          linkerButtonLabel: 'Read the story',
          url: { href: '/stories/pond-liner' },
        },
        { title: 'No url' },
        { title: ' ', url: '/stories/blank-title' },
        {
          title: 'Plain strings',
          image: '/-/media/sensor.svg',
          url: '/stories/sensor',
          urlSensor: '/sensor/stories/sensor',
          date: 'not a date',
        },
        'not an object',
      ],
      'de',
    );
    expect(stories).toEqual([
      {
        id: 'story-1',
        title: 'Welding a 2 km pond liner in four days',
        category: 'Customer story',
        date: '2025-06-12',
        dateLabel: '12.06.2025',
        imageUrl: '/-/media/pond-liner.svg',
        imageAlt: 'Technician welding a pond liner',
        buttonLabel: 'Read the story',
        href: '/stories/pond-liner',
      },
      {
        id: 'story-4',
        title: 'Plain strings',
        category: '',
        date: null,
        dateLabel: null,
        imageUrl: '/-/media/sensor.svg',
        imageAlt: '',
        buttonLabel: '',
        href: '/stories/sensor',
      },
    ]);
  });

  it('prefers the brand-specific url field when there is one', () => {
    expect(productStories([{ title: 'Sensor story', url: '/stories/a', urlSensor: '/sensor/stories/a' }], 'en', 'urlSensor')[0]?.href).toBe(
      '/sensor/stories/a',
    );
    expect(productStories([{ title: 'Sensor story', url: '/stories/a' }], 'en', 'urlSensor')[0]?.href).toBe('/stories/a');
  });
});
