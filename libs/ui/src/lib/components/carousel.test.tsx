import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render-with-site';
import { Carousel } from './carousel';

const slides = (count: number) => Array.from({ length: count }, (_, index) => <p key={index}>Slide {index + 1}</p>);

describe('Carousel', () => {
  it('names each slide "n of m" inside a labelled carousel region', () => {
    renderWithSite(<Carousel label="Stories" slides={slides(4)} />);
    const region = screen.getByRole('region', { name: 'Stories' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
  });

  it('marks the device classes where every slide is in view, so the CSS hides the buttons there', () => {
    renderWithSite(<Carousel label="Two" slides={slides(2)} />);
    expect(screen.getByRole('region', { name: 'Two' })).toHaveAttribute('data-fits', 'tablet desktop');
    renderWithSite(<Carousel label="Three" slides={slides(3)} perView={{ mobile: 1, tablet: 3, desktop: 4 }} />);
    expect(screen.getByRole('region', { name: 'Three' })).toHaveAttribute('data-fits', 'tablet desktop');
    renderWithSite(<Carousel label="Four" slides={slides(4)} />);
    expect(screen.getByRole('region', { name: 'Four' })).not.toHaveAttribute('data-fits');
  });

  it('has no buttons for a single slide', () => {
    renderWithSite(<Carousel label="One" slides={slides(1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
