import { Suspense, use, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNearView } from '../hooks/use-near-view';

/**
 * Opened once: the content may hydrate. `opened` is marked fulfilled when it opens (React's
 * convention for a thenable it may read at once), so `use` returns without suspending from then on.
 */
interface Gate {
  open: () => void;
  opened: Promise<void>;
}

type Thenable = Promise<void> & { status?: 'fulfilled'; value?: undefined };

function gate(): Gate {
  let resolve = () => undefined as void;
  const opened: Thenable = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    opened,
    open: () => {
      if (opened.status === 'fulfilled') return;
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

const OPEN: Thenable = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Holds its children back (suspends) until the gate opens: React keeps their server HTML meanwhile. */
function Held({ until, children }: { until: Gate | null; children: ReactNode }) {
  use(until ? until.opened : OPEN);
  return children;
}

const subscribeNever = () => () => undefined;

/**
 * What a visitor does to content that is not hydrated yet opens its gate first. Listened for on
 * the document in the capture phase, so before React (on the root) sees the event: React then
 * hydrates the content at once for it (a discrete event on a held boundary) and the press or key
 * reaches its handler.
 */
const WAKING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/**
 * Server-rendered content that hydrates only when it comes near the viewport (useNearView,
 * 300px ahead). The HTML is complete from the start (crawlers, printing, find in page, the
 * visitor's first look); what waits is React's work on it: a page's sections below the fold
 * (the product page: specs, benefits, carousels, stories, videos) made its hydration one long
 * task on a phone (issue 30, Lighthouse TBT). React leaves a Suspense boundary whose content
 * suspends as the server sent it, and hydrates it when the gate opens.
 *
 * Only the first render of the document is held back: content that mounts after hydration (a
 * client-side navigation) renders at once, so links to a part of the page (#accessories) still
 * find it. An update from above before the content hydrated opens the gate, so it hydrates then
 * and never shows an empty fallback. A press, touch, focus or key on it before then hydrates it
 * at once, so nothing the visitor does is lost.
 */
export function HydrateNearView({ children }: { children: ReactNode }) {
  // false on the server and while the document hydrates (React uses the server snapshot then).
  const mountedOnClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [until] = useState(() => (typeof window === 'undefined' || mountedOnClient ? null : gate()));
  const [first] = useState(children);
  const [nearRef, near] = useNearView();
  if (until && (near || children !== first)) until.open();
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      const stopObserving = nearRef(element);
      if (!until) return stopObserving;
      const wake = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) until.open();
      };
      for (const type of WAKING_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
      return () => {
        stopObserving?.();
        for (const type of WAKING_EVENTS) document.removeEventListener(type, wake, { capture: true });
      };
    },
    [nearRef, until],
  );
  // The same element while nothing changed: a re-render of this component (after hydration, when
  // it comes near) is then no update to the held boundary, which React would answer by rendering
  // it anew on the client (its fallback while it is held).
  const held = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held until={until}>{children}</Held>
      </Suspense>
    ),
    [until, children],
  );
  return <div ref={ref}>{held}</div>;
}
