import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { AppPromotionBlock } from './app-promotion';

const rendering = { componentName: 'AppPromotion' };

describe('AppPromotionBlock', () => {
  it('renders the title, text, image and store links with accessible names', () => {
    renderWithSite(
      <AppPromotionBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Our service app' },
          Text: { value: 'Manuals and spare parts in your pocket.' },
          AppStoreLink: { value: { href: 'https://apps.apple.com/app/id1' } },
          GooglePlayLink: { value: { href: 'https://play.google.com/store/apps/details?id=x', text: 'Android' } },
          Image: { value: { src: '/-/media/app.svg', alt: 'The app on a phone', width: '400', height: '800' } },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our service app' })).toBeInTheDocument();
    expect(screen.getByText('Manuals and spare parts in your pocket.')).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: /App Store/ });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'The app on a phone' })).toBeInTheDocument();
  });

  it('renders an empty shell without a store link', () => {
    const { container } = renderWithSite(<AppPromotionBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Our app' } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
