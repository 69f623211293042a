import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { Hero } from './hero';
import { RichText } from './rich-text';

const rendering = { componentName: 'x' };

describe('Hero', () => {
  it('renders the page heading, text and a language-aware call to action', () => {
    renderWithSite(
      <Hero
        rendering={rendering}
        params={{ Variant: 'Start' }}
        fields={{
          Title: { value: 'Tools for every seam' },
          Text: { value: 'Intro' },
          Link: { value: { href: '/products', text: 'Products' } },
        }}
      />,
      { site: { language: 'fr' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tools for every seam' })).toBeInTheDocument();
    expect(screen.getByText('Intro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/fr/products');
  });

  it('falls back to a default link text and renders an empty shell without a title', () => {
    const { container, rerender } = renderWithSite(
      <Hero rendering={rendering} params={{}} fields={{ Title: { value: 'T' }, Link: { value: { href: '/x' } } }} />,
    );
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
    rerender(<Hero rendering={rendering} params={{}} fields={{ Title: { value: 42 } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});

describe('RichText', () => {
  it('renders sanitised HTML as markup', () => {
    renderWithSite(
      <RichText rendering={rendering} params={{}} fields={{ Text: { value: '<h2>Title</h2><p>Body</p>', sanitized: true } }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
  });

  it('refuses HTML that did not go through the sanitiser', () => {
    const { container } = renderWithSite(
      <RichText rendering={rendering} params={{}} fields={{ Text: { value: '<img src=x onerror=alert(1)>' } }} />,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
