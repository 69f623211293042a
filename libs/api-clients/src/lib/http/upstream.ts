/**
 * Every call to an external service goes through `fetchUpstream`: a hard timeout (a slow upstream
 * must not hold a page), and one error type that says which service failed and how, so callers
 * can map it to the spec's message for that case.
 */
export type UpstreamFailure = 'timeout' | 'network' | 'http' | 'invalid-response';

export class UpstreamError extends Error {
  readonly service: string;
  readonly failure: UpstreamFailure;
  readonly status: number | undefined;

  constructor(service: string, failure: UpstreamFailure, detail: string, status?: number) {
    super(`${service}: ${failure}${status ? ` ${status}` : ''} (${detail})`);
    this.name = 'UpstreamError';
    this.service = service;
    this.failure = failure;
    this.status = status;
  }
}

export interface UpstreamOptions {
  /** Name used in errors and logs. */
  service: string;
  timeoutMs: number;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Caller's abort signal (e.g. the page request); combined with the timeout. */
  signal?: AbortSignal;
}

/** One signal that aborts when any of the given ones does (the caller's, a timeout, the fetch's own); none: undefined. */
export function anySignal(...signals: ReadonlyArray<AbortSignal | undefined>): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  return present.length > 1 ? AbortSignal.any(present) : present[0];
}

/**
 * What the server learns of each upstream call of the request it handles (the site app's request
 * tracing): headers to send along (the W3C `traceparent`), and how long the call took and how it
 * ended. None in the browser or in tests unless set.
 */
export interface UpstreamObserver {
  headers(): Record<string, string>;
  ended(service: string, ms: number, outcome: number | UpstreamFailure): void;
}

let observer: UpstreamObserver | undefined;

/** Sets (or, with undefined, clears) the observer of every fetchUpstream call. */
export function observeUpstreamCalls(next: UpstreamObserver | undefined): void {
  observer = next;
}

/** The call's headers with the observer's added (a header the caller set is kept). */
function withObserverHeaders(headers: RequestInit['headers'], extra: Record<string, string>): RequestInit['headers'] {
  const names = Object.keys(extra);
  if (names.length === 0) return headers;
  const merged = new Headers(headers);
  for (const name of names) if (!merged.has(name)) merged.set(name, extra[name] ?? '');
  return merged;
}

/** fetch with a timeout; network failures and timeouts become UpstreamError. HTTP statuses pass through. */
export async function fetchUpstream(url: string | URL, init: RequestInit, options: UpstreamOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const started = performance.now();
  const watching = observer;
  const headers = watching ? withObserverHeaders(init.headers, watching.headers()) : init.headers;
  try {
    const response = await (options.fetch ?? fetch)(url, { ...init, headers, signal: anySignal(options.signal, timeout) });
    watching?.ended(options.service, performance.now() - started, response.status);
    return response;
  } catch (error) {
    const failure: UpstreamFailure = timeout.aborted ? 'timeout' : 'network';
    watching?.ended(options.service, performance.now() - started, failure);
    if (failure === 'timeout') {
      throw new UpstreamError(options.service, 'timeout', `no answer within ${options.timeoutMs} ms`);
    }
    throw new UpstreamError(options.service, 'network', error instanceof Error ? error.message : String(error));
  }
}

/** Reads a JSON body; a body that is not JSON is an invalid response, never an exception of another kind. */
export async function readJson(response: Response, service: string): Promise<unknown> {
  const text = await response.text().catch(() => {
    throw new UpstreamError(service, 'network', 'body could not be read', response.status);
  });
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError(service, 'invalid-response', 'body is not JSON', response.status);
  }
}
