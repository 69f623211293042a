import { UpstreamError, fetchUpstream } from './upstream';

export interface ProxyOptions {
  service: string;
  timeoutMs: number;
  /** Client address, forwarded as X-Forwarded-For (geo-ip needs it). */
  clientAddress?: string;
  /** Extra query parameters the server adds (e.g. the API key, which the browser never sees). */
  addSearchParams?: Record<string, string>;
  /** Extra request headers the server adds (e.g. an API key header). */
  addHeaders?: Record<string, string>;
  /**
   * Byte ranges (media files): `Range` and `If-Range` go up; `Accept-Ranges`, `Content-Range` and
   * the length come back, so a 206 reaches the browser intact (video players seek with ranges).
   */
  byteRanges?: boolean;
  /** The largest request body passed on (default 1 MB); a larger one is a 413 and goes nowhere. */
  maxBodyBytes?: number;
  /**
   * Looks at the upstream answer (status and all its headers) before anything of it is passed on:
   * a Response returned here is sent instead, and the upstream body is dropped unread (e.g. the
   * media library marking a file as restricted). Not called for a 5xx, which is a 502 anyway.
   */
  gate?: (upstream: Response) => Response | null | Promise<Response | null>;
  /**
   * Keep an upstream 5xx's own status (500 stays 500) instead of the proxy's 502; its body is still
   * replaced. For an API whose callers tell its 5xx answers apart (the account API: spec account §8
   * keeps the device error's code, 500 → 'try again later'). Unreachable stays 502, slow 504.
   */
  keepServerErrorStatus?: boolean;
  fetch?: typeof fetch;
}

const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
// `vary`: an answer chosen by a request header (the media library picks AVIF, WebP or JPEG by
// Accept) must say so, or a shared cache would hand a JPEG-only browser an AVIF.
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'vary'];
const RANGE_REQUEST_HEADERS = ['range', 'if-range'];
const RANGE_RESPONSE_HEADERS = ['accept-ranges', 'content-range'];
const MAX_BODY_BYTES = 1_000_000;

/**
 * The request body, at most `limit` bytes; null when the declared length or the bytes that arrive
 * are more (reading stops there, so a chunked upload of any size costs at most the limit).
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/** A request body read by readBody as JSON (strict UTF-8); undefined when it is not JSON. */
export function parseJsonBody(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** A JSON answer that no cache keeps (errors and proxy refusals). */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Forwards a same-origin request to an upstream (ARCHITECTURE §1 "same-origin proxy"): only
 * whitelisted headers go out or come back (no cookies either way), bodies are capped, and a failing
 * upstream (5xx, unreachable) answers 502 and a slow one 504, as JSON, instead of throwing.
 */
export async function proxyRequest(request: Request, target: URL, options: ProxyOptions): Promise<Response> {
  const url = new URL(target);
  for (const [key, value] of Object.entries(options.addSearchParams ?? {})) url.searchParams.set(key, value);

  const headers = new Headers();
  for (const name of options.byteRanges ? [...FORWARDED_REQUEST_HEADERS, ...RANGE_REQUEST_HEADERS] : FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (options.clientAddress) headers.set('x-forwarded-for', options.clientAddress);
  for (const [name, value] of Object.entries(options.addHeaders ?? {})) headers.set(name, value);

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
    const read = await readBody(request, limit);
    if (read === null) return jsonResponse(413, { error: 'Request body too large' });
    body = read;
  }

  try {
    const upstream = await fetchUpstream(
      url,
      { method: request.method, headers, body },
      { service: options.service, timeoutMs: options.timeoutMs, fetch: options.fetch, signal: request.signal },
    );
    // An upstream's own error page (and whatever stack trace it holds) never reaches the browser.
    if (upstream.status >= 500) {
      await upstream.body?.cancel();
      const status = options.keepServerErrorStatus && upstream.status <= 599 ? upstream.status : 502;
      return jsonResponse(status, { error: `${options.service} is unavailable` });
    }
    const gated = options.gate ? await options.gate(upstream) : null;
    if (gated) {
      await upstream.body?.cancel();
      return gated;
    }
    const responseHeaders = new Headers();
    for (const name of options.byteRanges ? [...FORWARDED_RESPONSE_HEADERS, ...RANGE_RESPONSE_HEADERS] : FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    // fetch decodes compressed bodies, so the upstream length only holds for an unencoded one.
    const length = upstream.headers.get('content-length');
    if (options.byteRanges && length && !upstream.headers.get('content-encoding')) responseHeaders.set('content-length', length);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    if (error instanceof UpstreamError) {
      return jsonResponse(error.failure === 'timeout' ? 504 : 502, { error: `${options.service} is unavailable` });
    }
    throw error;
  }
}
