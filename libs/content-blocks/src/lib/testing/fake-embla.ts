import { useCallback, useState } from 'react';

/**
 * A stand-in for embla-carousel-react in unit tests: jsdom has no layout, so real Embla measures
 * zero-sized slides. The fake keeps a selected snap (one per slide), loops when asked, emits
 * 'select' on every change and lets a test emit what Embla emits itself ('pointerUp' after a
 * drag). Use it with
 * `vi.mock('embla-carousel-react', async () => (await import('../../testing/fake-embla')).fakeEmblaModule)`.
 */
type Handler = () => void;

export interface FakeEmbla {
  selectedScrollSnap: () => number;
  canScrollNext: () => boolean;
  canScrollPrev: () => boolean;
  scrollNext: (jump?: boolean) => void;
  scrollPrev: (jump?: boolean) => void;
  scrollTo: (index: number, jump?: boolean) => void;
  on: (event: string, handler: Handler) => FakeEmbla;
  off: (event: string, handler: Handler) => FakeEmbla;
  /** Runs the handlers of an event, as Embla does. */
  emit: (event: string) => void;
  /** Every scroll call, in order: method, index (for scrollTo) and jump. */
  calls: { method: 'scrollNext' | 'scrollPrev' | 'scrollTo'; index?: number; jump: boolean }[];
}

/** The fakes created so far, newest last (empty it between tests). */
export const fakeEmblas: FakeEmbla[] = [];

function createFakeEmbla(count: number, loop: boolean): FakeEmbla {
  let selected = 0;
  const handlers = new Map<string, Set<Handler>>();
  const select = (index: number) => {
    if (index === selected) return;
    selected = index;
    fake.emit('select');
  };
  const fake: FakeEmbla = {
    selectedScrollSnap: () => selected,
    canScrollNext: () => loop || selected < count - 1,
    canScrollPrev: () => loop || selected > 0,
    scrollNext: (jump = false) => {
      fake.calls.push({ method: 'scrollNext', jump });
      if (fake.canScrollNext()) select((selected + 1) % count);
    },
    scrollPrev: (jump = false) => {
      fake.calls.push({ method: 'scrollPrev', jump });
      if (fake.canScrollPrev()) select((selected - 1 + count) % count);
    },
    scrollTo: (index, jump = false) => {
      fake.calls.push({ method: 'scrollTo', index, jump });
      select(Math.min(Math.max(index, 0), count - 1));
    },
    on: (event, handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return fake;
    },
    off: (event, handler) => {
      handlers.get(event)?.delete(handler);
      return fake;
    },
    emit: (event) => {
      handlers.get(event)?.forEach((handler) => handler());
    },
    calls: [],
  };
  fakeEmblas.push(fake);
  return fake;
}

/** useEmblaCarousel's shape: a ref for the viewport, and the API once the viewport is set. */
function useFakeEmblaCarousel(
  options: { loop?: boolean; active?: boolean } = {},
): [(node: HTMLElement | null) => void, FakeEmbla | undefined] {
  const [api, setApi] = useState<FakeEmbla>();
  const { loop = false, active = true } = options;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node || !active) return;
      const count = node.firstElementChild?.children.length ?? 0;
      setApi((current) => current ?? createFakeEmbla(count, loop));
    },
    [loop, active],
  );
  return [ref, api];
}

export const fakeEmblaModule = { default: useFakeEmblaCarousel };
