import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { productStories } from '../../rules/product-stories';
import { ProductStories, STORIES_PER_VIEW } from './product-stories';

const stories = productStories(
  [
    {
      title: 'Welding a 2 km pond liner in four days',
      category: 'Customer story',
      date: '2025-06-12',
      image: { src: '/-/media/pond-liner.svg', alt: 'Technician welding a pond liner' },
      linkerButtonLabel: 'Read the story',
      url: '/stories/pond-liner',
    },
    { title: 'Laser gas detection on an offshore platform', category: 'Application', url: '/stories/offshore' },
  ],
  'en',
);

describe('ProductStories (spec product §2 stories carousel)', () => {
  it('renders nothing without stories', () => {
    const { container } = renderWithSite(<ProductStories stories={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows cards with image, category, date, title and a button to the story', () => {
    expect(STORIES_PER_VIEW).toEqual({ mobile: 1, tablet: 2, desktop: 3 });
    renderWithSite(<ProductStories stories={stories} />);
    const carousel = screen.getByRole('region', { name: 'Stories' });
    const first = within(carousel).getByRole('heading', { level: 3, name: 'Welding a 2 km pond liner in four days' }).closest('article')!;
    expect(within(first).getByRole('img', { name: 'Technician welding a pond liner' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Customer story');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2025-06-12');
    expect(first.querySelector('time')).toHaveTextContent('12 Jun 2025');
    expect(within(first).getByRole('link', { name: 'Read the story' })).toHaveAttribute('href', '/en/stories/pond-liner');
    // Without linkerButtonLabel the button has a default label.
    const second = within(carousel)
      .getByRole('heading', { level: 3, name: 'Laser gas detection on an offshore platform' })
      .closest('article')!;
    expect(within(second).getByRole('link', { name: 'Read the story' })).toHaveAttribute('href', '/en/stories/offshore');
  });
});
