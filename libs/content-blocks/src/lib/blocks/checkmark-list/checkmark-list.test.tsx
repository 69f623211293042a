import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { CheckmarkListBlock } from './checkmark-list';

const rendering = { componentName: 'CheckmarkList' };

describe('CheckmarkListBlock', () => {
  it('renders a titled list of items and skips empty ones', () => {
    renderWithSite(
      <CheckmarkListBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Why us' },
          Items: [
            { id: '1', fields: { Text: { value: 'Swiss quality' } } },
            { id: '2', fields: { Text: { value: '' } } },
            { id: '3', fields: { Text: { value: 'Service worldwide' } } },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why us' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Swiss quality', 'Service worldwide']);
  });

  it('renders an empty shell without items', () => {
    const { container } = renderWithSite(<CheckmarkListBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Why us' } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
