import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteData } from '@mbw/api-clients';
import type { BlockProps, ComponentMap } from './component-map';
import { ComponentMapProvider, Placeholder, usePageSections } from './placeholder';
import { UnknownComponent, resetUnknownComponentReports } from './unknown-component';

function Section({ rendering, fields }: BlockProps<{ heading?: { value: string } }>) {
  return (
    <section aria-label={fields.heading?.value}>
      <Placeholder name="section-content" rendering={rendering} />
    </section>
  );
}
function Text({ fields }: BlockProps<{ text?: { value: string } }>) {
  return <p>{fields.text?.value}</p>;
}
const map: ComponentMap = { Section: { component: Section }, Text: { component: Text } };

const route: RouteData = {
  name: 'home',
  placeholders: {
    'jss-main': [
      {
        uid: 's1',
        componentName: 'Section',
        fields: { heading: { value: 'Outer' } },
        placeholders: {
          'section-content': [
            { uid: 't1', componentName: 'Text', fields: { text: { value: 'First' } } },
            {
              uid: 's2',
              componentName: 'Section',
              fields: { heading: { value: 'Inner' } },
              placeholders: { 'section-content': [{ componentName: 'Text', fields: { text: { value: 'Nested' } } }] },
            },
          ],
        },
      },
      { uid: 't2', componentName: 'Text', fields: { text: { value: 'Second' } } },
    ],
  },
};

afterEach(() => resetUnknownComponentReports());

describe('Placeholder', () => {
  it('renders components in order, recursing into nested placeholders', () => {
    renderWithSite(
      <ComponentMapProvider map={map}>
        <Placeholder name="jss-main" rendering={route} />
      </ComponentMapProvider>,
    );
    const outer = screen.getByRole('region', { name: 'Outer' });
    const inner = screen.getByRole('region', { name: 'Inner' });
    expect(outer).toContainElement(inner);
    expect(inner).toHaveTextContent('Nested');
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['First', 'Nested', 'Second']);
  });

  it('renders nothing for a placeholder the route does not have', () => {
    const { container } = renderWithSite(
      <ComponentMapProvider map={map}>
        <Placeholder name="jss-missing" rendering={route} />
      </ComponentMapProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('does not take inherited object keys for components', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithSite(
      <ComponentMapProvider map={map}>
        <Placeholder name="main" rendering={{ name: 'x', placeholders: { main: [{ componentName: 'toString' }] } }} />
      </ComponentMapProvider>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"toString"'));
  });
});

describe('sticky-menu sections', () => {
  function Sections() {
    return (
      <ol aria-label="sections">
        {usePageSections().map((section) => (
          <li key={section.id}>{`${section.id}: ${section.title}`}</li>
        ))}
      </ol>
    );
  }
  const sectionMap: ComponentMap = { ...map, Sections: { component: Sections } };
  const titled: RouteData = {
    name: 'page',
    placeholders: {
      'jss-main': [
        { uid: 'm', componentName: 'Sections' },
        {
          uid: 's1',
          componentName: 'Section',
          params: { StickyMenuTitle: 'Our services' },
          fields: { heading: { value: 'Outer' } },
          placeholders: {
            'section-content': [
              { uid: 't1', componentName: 'Text', params: { StickyMenuTitle: 'Inside' }, fields: { text: { value: 'Nested' } } },
            ],
          },
        },
        { uid: 't2', componentName: 'Text', params: { StickyMenuTitle: 'our services' }, fields: { text: { value: 'Again' } } },
      ],
    },
  };

  it('puts an anchor right before each section, nested ones too, and one per title', () => {
    const { container } = renderWithSite(
      <ComponentMapProvider map={sectionMap}>
        <Placeholder name="jss-main" rendering={titled} />
      </ComponentMapProvider>,
    );
    const anchors = [...container.querySelectorAll('[data-sticky-menu-anchor]')];
    expect(anchors.map((anchor) => anchor.id)).toEqual(['our-services', 'inside']);
    expect(anchors[0]!.nextElementSibling).toBe(screen.getByRole('region', { name: 'Outer' }));
    expect(anchors[1]!.nextElementSibling).toHaveTextContent('Nested');
    expect(anchors.every((anchor) => anchor.childNodes.length === 0)).toBe(true);
  });

  it('gives every block under the route the page sections (the route is the one given to the top placeholder)', () => {
    renderWithSite(
      <ComponentMapProvider map={sectionMap}>
        <Placeholder name="jss-main" rendering={titled} />
      </ComponentMapProvider>,
    );
    expect(screen.getByRole('list', { name: 'sections' })).toHaveTextContent('our-services: Our servicesinside: Inside');
  });

  it('has no sections outside a page', () => {
    renderWithSite(<Sections />);
    expect(screen.getByRole('list', { name: 'sections' })).toBeEmptyDOMElement();
  });
});

describe('unknown components', () => {
  it('shows a notice in development and logs once per name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithSite(
      <ComponentMapProvider map={map}>
        <Placeholder
          name="main"
          rendering={{
            name: 'x',
            placeholders: { main: [{ componentName: 'Retired' }, { componentName: 'Retired' }, { componentName: 'Gone' }] },
          }}
        />
      </ComponentMapProvider>,
    );
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('no renderer for the component Retired');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for visitors of a production build', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithSite(<UnknownComponent name="Retired" showNotice={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
