import { HydrationBoundary, QueryClient, QueryClientContext, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';

let browserClient: QueryClient | undefined;

function sharedClient(): QueryClient {
  const create = () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });
  if (typeof window === 'undefined') return create();
  browserClient ??= create();
  return browserClient;
}

/**
 * Server state for the parts of a page that fetch in the browser. It sits in the lazily loaded
 * pieces that need it (flyouts, panels), not in the root, so TanStack Query stays out of the first
 * load of pages that never open them; all of them share one client per browser session. An
 * existing provider (tests, a page that already has one) is used as it is.
 *
 * `state` is what a loader dehydrated from its per-request server client (ARCHITECTURE §4: no
 * double fetch): its queries go into the cache before the children render, on the server and
 * while hydrating, so a hook reading them renders the server's HTML and asks nothing.
 */
export function QueryProvider({ children, state }: { children: ReactNode; state?: DehydratedState }) {
  const existing = use(QueryClientContext);
  const content = state ? <HydrationBoundary state={state}>{children}</HydrationBoundary> : children;
  if (existing) return <>{content}</>;
  return <QueryClientProvider client={sharedClient()}>{content}</QueryClientProvider>;
}
