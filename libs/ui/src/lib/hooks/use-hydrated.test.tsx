// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe({ id }: { id: string }) {
  const hydrated = useHydrated();
  return (
    <button type="button" id={id} disabled={!hydrated}>
      {id}
    </button>
  );
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

async function hydrate(id: string): Promise<HTMLButtonElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe id={id} />);
  document.body.append(container);
  expect(container.querySelector('button')?.disabled).toBe(true);
  await act(async () => {
    roots.push(hydrateRoot(container, <Probe id={id} />));
  });
  return container.querySelector('button') as HTMLButtonElement;
}

describe('useHydrated', () => {
  it('is false in the server HTML and true once the component runs', async () => {
    expect((await hydrate('first')).disabled).toBe(false);
  });

  it('a subtree hydrating after another one (a lazy chunk) still leaves its server state', async () => {
    await hydrate('header');
    expect((await hydrate('late-chunk')).disabled).toBe(false);
  });
});
