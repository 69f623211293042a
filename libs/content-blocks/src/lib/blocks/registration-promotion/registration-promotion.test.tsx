import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { RegistrationPromotionBlock } from './registration-promotion';

const rendering = { componentName: 'RegistrationPromotion' };

describe('RegistrationPromotionBlock', () => {
  it('renders the title, text and a register link with a default label', () => {
    renderWithSite(
      <RegistrationPromotionBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Order faster' },
          Text: { value: 'See your prices.' },
          RegisterLink: { value: { href: '/account/register' } },
        }}
      />,
      { site: { language: 'de' } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Order faster' })).toBeInTheDocument();
    expect(screen.getByText('See your prices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/de/account/register');
  });

  it('renders an empty shell without a register link', () => {
    const { container } = renderWithSite(
      <RegistrationPromotionBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Order faster' } }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
