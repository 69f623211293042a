/** local-services' fault switches (tools/local-services/src/http/faults.ts); `malformed`: a 200 whose body is not JSON. */
export type FaultMode = 'slow' | 'down' | 'error' | 'malformed';

/** Switches a local-services fault on (PUT /__faults/{service}); `delayMs` is how long 'slow' holds an answer. */
export async function setFault(localServicesUrl: string, service: string, mode: FaultMode, delayMs?: number): Promise<void> {
  const response = await fetch(`${localServicesUrl}/__faults/${service}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, ...(delayMs === undefined ? {} : { delayMs }) }),
  });
  if (!response.ok) throw new Error(`Could not set fault ${service}=${mode}: ${response.status} ${await response.text()}`);
}

/** Switches every local-services fault off. */
export async function clearFaults(localServicesUrl: string): Promise<void> {
  const response = await fetch(`${localServicesUrl}/__faults`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear faults: ${response.status}`);
}
