import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { RouteData } from '@mbw/api-clients';
import type { BlockProps, ComponentMap } from './component-map';
import { lazyBlock, preloadBlocks } from './lazy-block';
import { ComponentMapProvider, Placeholder } from './placeholder';

function Greeting({ fields }: BlockProps<{ Name?: { value: string } }>) {
  return <p>Hello {fields.Name?.value}</p>;
}

function setup() {
  const load = vi.fn(() => Promise.resolve(Greeting));
  const map: ComponentMap = { Greeting: { component: lazyBlock(load) }, Other: { component: lazyBlock(() => Promise.resolve(Greeting)) } };
  const route: RouteData = {
    name: 'page',
    placeholders: {
      main: [{ componentName: 'Box', placeholders: { inner: [{ componentName: 'Greeting', fields: { Name: { value: 'Sarnen' } } }] } }],
    },
  };
  return { load, map, route };
}

describe('lazyBlock and preloadBlocks', () => {
  it('loads only the blocks the route holds, nested placeholders included, once', async () => {
    const { load, map, route } = setup();
    await preloadBlocks(route, map);
    await preloadBlocks(route, map);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders synchronously once preloaded, so the server HTML is complete', async () => {
    const { map } = setup();
    const page: RouteData = {
      name: 'page',
      placeholders: { main: [{ componentName: 'Greeting', fields: { Name: { value: 'Sarnen' } } }] },
    };
    await preloadBlocks(page, map);
    const html = renderToString(
      <ComponentMapProvider map={map}>
        <Placeholder name="main" rendering={page} />
      </ComponentMapProvider>,
    );
    expect(html).toContain('Hello <!-- -->Sarnen');
  });

  it('without a preload it suspends in its own boundary (renders nothing there yet)', () => {
    const { map } = setup();
    const page: RouteData = { name: 'page', placeholders: { main: [{ componentName: 'Other', fields: {} }] } };
    const html = renderToString(
      <ComponentMapProvider map={map}>
        <Placeholder name="main" rendering={page} />
      </ComponentMapProvider>,
    );
    expect(html).not.toContain('Hello');
  });
});
