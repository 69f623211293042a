import { LOCAL_SERVICES_URL } from './brands';

export type FaultMode = 'slow' | 'down' | 'error';

/** Switch a local-services fault on (PUT /__faults/{service}). */
export async function setFault(service: string, mode: FaultMode, delayMs?: number): Promise<void> {
  const response = await fetch(`${LOCAL_SERVICES_URL}/__faults/${service}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, ...(delayMs === undefined ? {} : { delayMs }) }),
  });
  if (!response.ok) throw new Error(`Could not set fault ${service}=${mode}: ${response.status} ${await response.text()}`);
}

export async function clearFaults(): Promise<void> {
  const response = await fetch(`${LOCAL_SERVICES_URL}/__faults`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear faults: ${response.status}`);
}
