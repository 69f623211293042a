import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { SpacerBlock } from './spacer';

const rendering = { componentName: 'Spacer' };

describe('SpacerBlock', () => {
  it('sets heights per breakpoint and an allow-listed background from fields', () => {
    const { container } = renderWithSite(
      <SpacerBlock
        rendering={rendering}
        params={{ DesktopHeight: '10' }}
        fields={{ DesktopHeight: { value: '96' }, TabletHeight: { value: '64px' }, BackgroundColor: { value: 'surface' } }}
      />,
    );
    const spacer = container.firstElementChild as HTMLElement;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer.style.getPropertyValue('--spacer-desktop')).toBe('96px');
    expect(spacer.style.getPropertyValue('--spacer-tablet')).toBe('64px');
    expect(spacer.style.getPropertyValue('--spacer-mobile')).toBe('64px');
    expect(spacer.style.getPropertyValue('--spacer-background')).toBe('var(--color-surface)');
  });

  it('falls back to params, then to the default gap, and ignores raw CSS', () => {
    const { container } = renderWithSite(
      <SpacerBlock rendering={rendering} params={{ MobileHeight: '16', BackgroundColor: 'red;position:fixed' }} fields={{}} />,
    );
    const spacer = container.firstElementChild as HTMLElement;
    expect(spacer.style.getPropertyValue('--spacer-desktop')).toBe('48px');
    expect(spacer.style.getPropertyValue('--spacer-mobile')).toBe('16px');
    expect(spacer.style.getPropertyValue('--spacer-background')).toBe('transparent');
  });
});
