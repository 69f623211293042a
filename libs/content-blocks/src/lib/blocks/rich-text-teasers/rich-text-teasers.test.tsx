import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { RichTextTeasersBlock } from './rich-text-teasers';

const rendering = { componentName: 'RichTextTeasers' };

describe('RichTextTeasersBlock', () => {
  it('renders sanitised teasers with titles and links, skipping unsanitised ones', () => {
    renderWithSite(
      <RichTextTeasersBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Services' },
          Teaser1Title: { value: 'Repair' },
          Teaser1Text: { value: '<p>Fast <strong>repair</strong>.</p>', sanitized: true },
          Teaser1Link: { value: { href: '/service/repair', text: 'Book a repair' } },
          Teaser2Text: { value: '<p>Training on site.</p>', sanitized: true },
          Teaser2Link: { value: { href: '/service/training' } },
          Teaser3Text: { value: '<img src=x onerror=alert(1)>' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Repair' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Book a repair' })).toHaveAttribute('href', '/en/service/repair');
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/en/service/training');
    expect(document.querySelector('img')).toBeNull();
  });

  it('renders an empty shell without sanitised text', () => {
    const { container } = renderWithSite(
      <RichTextTeasersBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'Services' }, Teaser1Text: { value: '<p>raw</p>' } }}
      />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
