// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateNearView } from './hydrate-near-view';

function Counter({ label = 'count' }: { label?: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
const roots: Root[] = [];
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe = vi.fn();
      disconnect = vi.fn();
    },
  );
});
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The HTML the server sends: rendered where there is no `window`, as in Node. */
function serverHtml(page: React.ReactElement): string {
  const browserWindow = globalThis.window;
  Reflect.set(globalThis, 'window', undefined);
  try {
    return renderToString(page);
  } finally {
    Reflect.set(globalThis, 'window', browserWindow);
  }
}

async function hydrated(page: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(page);
  document.body.append(container);
  await act(async () => {
    roots.push(hydrateRoot(container, page));
  });
  return container;
}

describe('HydrateNearView', () => {
  it('renders its content on the server', () => {
    expect(
      serverHtml(
        <HydrateNearView>
          <Counter />
        </HydrateNearView>,
      ),
    ).toMatch(/<button type="button">count.*0<\/button>/);
  });

  it('keeps the server HTML unhydrated until the content comes near the viewport, then hydrates it', async () => {
    const container = await hydrated(
      <HydrateNearView>
        <Counter />
      </HydrateNearView>,
    );
    const button = container.querySelector('button')!;
    // Not hydrated yet: React has not touched the server's HTML (its handlers are not attached).
    expect(Object.keys(button).some((key) => key.startsWith('__reactFiber'))).toBe(false);
    await act(async () => notify([{ isIntersecting: true }]));
    expect(Object.keys(button).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(container.querySelector('button')).toBe(button); // the server's element, hydrated in place
    await act(async () => button.click());
    expect(button.textContent).toBe('count 1');
  });

  it('a press before it came near hydrates it at once, and the press is not lost', async () => {
    const container = await hydrated(
      <HydrateNearView>
        <Counter />
      </HydrateNearView>,
    );
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(container.querySelector('button')?.textContent).toBe('count 1');
  });

  it('renders at once when it mounts after hydration (a client-side navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () =>
      root.render(
        <HydrateNearView>
          <Counter />
        </HydrateNearView>,
      ),
    );
    expect(container.querySelector('button')?.textContent).toBe('count 0');
  });

  it('hydrates at once when its content changes before it came near (never an empty fallback)', async () => {
    function Page() {
      const [label, setLabel] = useState('count');
      return (
        <>
          <button type="button" id="relabel" onClick={() => setLabel('total')}>
            relabel
          </button>
          <HydrateNearView>
            <Counter label={label} />
          </HydrateNearView>
        </>
      );
    }
    const container = await hydrated(<Page />);
    await act(async () => container.querySelector<HTMLButtonElement>('#relabel')!.click());
    expect(container.querySelectorAll('button')[1]?.textContent).toBe('total 0');
  });
});
