/** One JSON line per event on stderr: greppable locally, parseable by any log pipeline. */
export function logEvent(level: 'info' | 'warn' | 'error', event: string, details: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...details });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
