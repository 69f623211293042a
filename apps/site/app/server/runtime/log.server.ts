/**
 * One JSON line per event on stderr/stdout: greppable locally, parseable by any log pipeline. A
 * line written while a request is handled carries its trace id (`trace_id`, trace.server.ts).
 * Only relative imports: the production server (server/serve.ts) loads this file directly with
 * Node's type stripping.
 */
import { currentTrace } from './trace.server.ts';

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * A readable text for anything thrown or handed to the logger, never "[object Object]": an Error
 * with its stack, a Response (or React Router error response) by its status, a plain object as
 * JSON, anything else as text.
 */
export function describeError(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return String(value);
  if (typeof value !== 'object') return String(value);
  if (value instanceof Response) return `Response ${value.status} ${value.statusText}${value.url ? ` from ${value.url}` : ''}`.trim();
  // React Router's ErrorResponse (thrown data(), 404 and 405 answers): status, text, data.
  const record = value as Record<string, unknown>;
  if (typeof record['status'] === 'number' && 'statusText' in record) {
    const text = `${record['status']} ${String(record['statusText'] ?? '')}`.trim();
    const detail = record['data'];
    return detail === undefined || detail === null || detail === '' ? text : `${text}: ${describeError(detail)}`;
  }
  try {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value);
  } catch {
    // A circular structure: its own keys at least say what it was.
    return `{${Object.keys(record).join(', ')}} (circular)`;
  }
}

/** Detail values that JSON would not show usefully (Error serialises as {}) are described first. */
function loggable(value: unknown): unknown {
  if (value instanceof Error || value instanceof Response) return describeError(value);
  return value;
}

export function formatLogLine(level: LogLevel, event: string, details: Record<string, unknown>, now = new Date()): string {
  const traceId = currentTrace()?.traceId;
  const fields: Record<string, unknown> = { time: now.toISOString(), level, event, ...(traceId ? { trace_id: traceId } : {}) };
  for (const [key, value] of Object.entries(details)) fields[key] = loggable(value);
  try {
    return JSON.stringify(fields);
  } catch {
    const safe: Record<string, unknown> = { time: fields['time'], level, event, ...(traceId ? { trace_id: traceId } : {}) };
    for (const [key, value] of Object.entries(details))
      safe[key] = typeof value === 'object' && value !== null ? describeError(value) : value;
    return JSON.stringify(safe);
  }
}

export function logEvent(level: LogLevel, event: string, details: Record<string, unknown> = {}): void {
  const line = formatLogLine(level, event, details);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
