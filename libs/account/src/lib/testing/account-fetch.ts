import { vi } from 'vitest';

/** One recorded browser request: method, path with query, and its JSON body. */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; text?: string };

/**
 * Stands in for the browser's fetch in screen tests: answers by "METHOD /path" from the given
 * handlers (a function of the request for changing answers), records every request.
 */
export function stubAccountFetch(handlers: Record<string, Answer | ((request: SeenRequest) => Answer)>) {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const method = init.method ?? 'GET';
    const request = { method, url, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response('{"message":"not stubbed"}', { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = typeof handler === 'function' ? handler(request) : handler;
    if (answer.text !== undefined)
      return new Response(answer.text, { status: answer.status ?? 200, headers: { 'content-type': 'text/plain' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests };
}
