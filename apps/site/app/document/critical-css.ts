import { createContext, use } from 'react';

/**
 * The CSS of the routes a document renders, inlined into its <head> so the first paint needs no
 * stylesheet request (tools/quality perf: the three render-blocking stylesheets of a page queued
 * behind the modulepreloaded scripts on HTTP/1.1). entry.server fills it in production builds,
 * and adds the stylesheets of the lazy chunks whose classes the rendered HTML uses (content blocks,
 * screens: critical-css.server.ts, docs/decisions/page-critical-css.md);
 * the browser has no provider, and the hydrated <style> keeps the server's text. The stylesheet
 * links themselves are rendered only after hydration, for client-side navigations (root.tsx).
 */
export const CriticalCssContext = createContext<string | undefined>(undefined);

export function useCriticalCss(): string | undefined {
  return use(CriticalCssContext);
}
