import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { ReadMoreTextBlock } from './read-more-text';

const rendering = { componentName: 'ReadMoreText' };
const text = { value: '<p>Founded in 1949.</p><p>Today a group of four companies.</p>', sanitized: true };

describe('ReadMoreTextBlock', () => {
  it('starts collapsed; the button toggles and controls the text', async () => {
    const user = userEvent.setup();
    renderWithSite(<ReadMoreTextBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Our story' }, Text: text }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content).toHaveTextContent('Founded in 1949.');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Read less');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders an empty shell without sanitised text', () => {
    const { container, rerender } = renderWithSite(
      <ReadMoreTextBlock rendering={rendering} params={{}} fields={{ Title: { value: 'T' } }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
    rerender(<ReadMoreTextBlock rendering={rendering} params={{}} fields={{ Text: { value: '<p>raw</p>' } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
