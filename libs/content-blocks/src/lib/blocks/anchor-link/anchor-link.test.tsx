import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { AnchorLinkBlock } from './anchor-link';

const rendering = { componentName: 'AnchorLink' };

describe('AnchorLinkBlock', () => {
  it('renders a jump target with a sanitised id', () => {
    const { container } = renderWithSite(
      <AnchorLinkBlock rendering={rendering} params={{}} fields={{ AnchorId: { value: '#Unsere Geschichte' } }} />,
    );
    expect(container.firstElementChild).toHaveAttribute('id', 'unsere-geschichte');
  });

  it('falls back to the param and renders an empty shell without a usable id', () => {
    const { container, rerender } = renderWithSite(<AnchorLinkBlock rendering={rendering} params={{ AnchorId: 'contact' }} fields={{}} />);
    expect(container.firstElementChild).toHaveAttribute('id', 'contact');
    rerender(<AnchorLinkBlock rendering={rendering} params={{}} fields={{ AnchorId: { value: '"><' } }} />);
    expect(container.firstElementChild).not.toHaveAttribute('id');
  });
});
