import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { AccordionBlock } from './accordion';

const rendering = { componentName: 'Accordion' };
const items = [
  { id: 'a', fields: { Title: { value: 'Delivery' }, Text: { value: '<p>Within five days.</p>', sanitized: true } } },
  { id: 'b', fields: { Title: { value: 'Warranty' }, Text: { value: '<p>Two years.</p>', sanitized: true } } },
  { id: 'c', fields: { Text: { value: '<p>No title, skipped.</p>', sanitized: true } } },
];

describe('AccordionBlock', () => {
  it('renders a heading and one collapsed button per titled item', () => {
    renderWithSite(<AccordionBlock rendering={rendering} params={{}} fields={{ Title: { value: 'FAQ' }, Items: items }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Delivery', 'Warranty']);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'Delivery' })).toBeInTheDocument();
  });

  it('toggles an item with the keyboard and shows its sanitised body', async () => {
    const user = userEvent.setup();
    renderWithSite(<AccordionBlock rendering={rendering} params={{}} fields={{ Items: items }} />);
    const delivery = screen.getByRole('button', { name: 'Delivery' });
    await user.tab();
    expect(delivery).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Within five days.')).toBeVisible();
    await user.keyboard(' ');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses h2 item headings when the block has no title', () => {
    renderWithSite(<AccordionBlock rendering={rendering} params={{}} fields={{ Items: items }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
  });

  it('does not render a body that did not go through the sanitiser', async () => {
    const user = userEvent.setup();
    const { container } = renderWithSite(
      <AccordionBlock
        rendering={rendering}
        params={{}}
        fields={{ Items: [{ id: 'x', fields: { Title: { value: 'T' }, Text: { value: '<img src=x onerror=alert(1)>' } } }] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'T' }));
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the content-gap hint without a datasource and an empty shell without items', () => {
    const { container, rerender } = renderWithSite(<AccordionBlock rendering={rendering} params={{}} fields={{}} />);
    expect(screen.getByText('No datasource item defined')).toBeInTheDocument();
    rerender(<AccordionBlock rendering={rendering} params={{}} fields={{ Items: [{ id: 'x', fields: {} }] }} />);
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
