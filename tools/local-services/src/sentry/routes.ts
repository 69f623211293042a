import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { json, type Route } from '../http/types.ts';

/**
 * A stand-in of Sentry's envelope endpoint (issue 29 item 3), so a developer can set the site's
 * `SENTRY_DSN=http://local@127.0.0.1:4010/1` and see what the site would report, without an
 * account: `POST /api/{project}/envelope/` takes an envelope (newline-separated JSON: a header,
 * then per item a header and a payload; gzip as the Node SDK sends large ones) and keeps its
 * event items in memory, the last 100; `GET /__sentry/events` lists them, newest last. The browser
 * SDK posts cross-origin (text/plain, no preflight): the answer allows any origin, as Sentry's does.
 */
export const SENTRY_SERVICE = 'sentry';
const KEPT_EVENTS = 100;
const MAX_ENVELOPE_BYTES = 1_000_000;

async function readEnvelope(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_ENVELOPE_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  try {
    return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
  } catch {
    return null;
  }
}

/** The envelope's items whose header says `type: event` (errors), as parsed JSON; null when it is no envelope. */
export function eventsOfEnvelope(text: string): unknown[] | null {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  try {
    const parsed = lines.map((line) => JSON.parse(line) as unknown);
    const events: unknown[] = [];
    for (let index = 1; index + 1 < parsed.length; index += 2) {
      if ((parsed[index] as { type?: unknown } | null)?.type === 'event') events.push(parsed[index + 1]);
    }
    return events;
  } catch {
    return null;
  }
}

export function sentryRoutes(): Route[] {
  const events: Array<{ project: string; event: unknown }> = [];
  const cors = { 'access-control-allow-origin': '*' };
  return [
    {
      method: 'POST',
      path: '/api/:project/envelope/',
      service: SENTRY_SERVICE,
      rawBody: true,
      handler: async ({ req, params }) => {
        const project = params['project'] ?? '';
        if (!/^\d+$/.test(project)) return { status: 404, body: { detail: 'unknown project' }, headers: cors };
        const text = await readEnvelope(req);
        const received = text === null ? null : eventsOfEnvelope(text);
        if (received === null) return { status: 400, body: { detail: 'invalid envelope' }, headers: cors };
        for (const event of received) events.push({ project, event });
        events.splice(0, Math.max(0, events.length - KEPT_EVENTS));
        return { status: 200, body: {}, headers: cors };
      },
    },
    { method: 'GET', path: '/__sentry/events', service: null, handler: () => json(200, events) },
  ];
}
