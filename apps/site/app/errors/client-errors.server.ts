import { CLIENT_ERROR_MAX_BYTES, toClientErrorReport } from '@mbw/util';
import { logEvent } from '../server/runtime/log.server';

const answer = (status: number, body: string | null = null) =>
  new Response(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}) },
  });

/** The body as text, or null when it is over `max` bytes (announced or read). */
async function boundedText(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A browser error report into the server log (`client.error`, with the report's own request's
 * trace id): JSON of at most CLIENT_ERROR_MAX_BYTES, a known kind and a message; each field clipped
 * and scrubbed of personal data again here (@mbw/util toClientErrorReport). 204 when logged, 413
 * when too large, 400 when it is not a report.
 */
export async function receiveClientError(request: Request): Promise<Response> {
  if (request.method !== 'POST') return answer(405, 'Method not allowed');
  const text = await boundedText(request, CLIENT_ERROR_MAX_BYTES).catch(() => null);
  if (text === null) return answer(413, 'Report too large');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: refused below
  }
  const report = toClientErrorReport(parsed);
  if (!report) return answer(400, 'Not an error report');
  logEvent('error', 'client.error', { ...report });
  return answer(204);
}
