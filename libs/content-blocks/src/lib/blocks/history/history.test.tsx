import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { HistoryBlock } from './history';

const rendering = { componentName: 'History' };
const entry = (id: string, year: string, title: string, text = '') => ({
  id,
  fields: { Year: { value: year }, Title: { value: title }, Text: { value: text } },
});

describe('HistoryBlock', () => {
  it('renders milestones in editor order as an ordered list', () => {
    renderWithSite(
      <HistoryBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Our history' },
          Entries: [
            entry('1', '1949', 'Founded', 'A workshop in Zurich.'),
            entry('2', '', 'No year'),
            entry('3', '1972', 'First hot-air tool'),
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our history' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Founded' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('1949')).toBeInTheDocument();
    expect(within(items[1]!).getByText('First hot-air tool')).toBeInTheDocument();
  });

  it('renders an empty shell without entries', () => {
    const { container } = renderWithSite(<HistoryBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Our history' } }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
