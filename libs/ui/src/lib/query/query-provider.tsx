import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
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
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const existing = use(QueryClientContext);
  if (existing) return <>{children}</>;
  return <QueryClientProvider client={sharedClient()}>{children}</QueryClientProvider>;
}
