import { clearFaults as clearHarnessFaults, setFault as setHarnessFault, type FaultMode } from '@mbw/testing';
import { LOCAL_SERVICES_URL } from './brands';

export type { FaultMode };

/** Switch a local-services fault on (PUT /__faults/{service}), at the suite's local-services. */
export function setFault(service: string, mode: FaultMode, delayMs?: number): Promise<void> {
  return setHarnessFault(LOCAL_SERVICES_URL, service, mode, delayMs);
}

export function clearFaults(): Promise<void> {
  return clearHarnessFaults(LOCAL_SERVICES_URL);
}
