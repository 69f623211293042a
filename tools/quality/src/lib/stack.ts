import {
  QUALITY_PORTS,
  clearFaults as clearHarnessFaults,
  setFault as setHarnessFault,
  stackPorts,
  startStack as startHarnessStack,
  type FaultMode,
  type Stack,
  type StackOptions,
} from '@mbw/testing';

/**
 * The gates' stack: `@mbw/testing`'s local-services and brand servers on the gates' own ports
 * (4210, 3200–3203) and database file, so they never collide with `nx serve` or the e2e suite.
 * QUALITY_PORT_OFFSET moves every port; QUALITY_VERBOSE=1 shows the servers' logs.
 */
export const LOCAL_SERVICES_URL = stackPorts(QUALITY_PORTS).localServicesUrl;

export function startStack(options: StackOptions = {}): Promise<Stack> {
  return startHarnessStack(QUALITY_PORTS, { ...options, verbose: Boolean(process.env['QUALITY_VERBOSE']) });
}

export function setFault(service: string, mode: FaultMode, delayMs?: number): Promise<void> {
  return setHarnessFault(LOCAL_SERVICES_URL, service, mode, delayMs);
}

export function clearFaults(): Promise<void> {
  return clearHarnessFaults(LOCAL_SERVICES_URL);
}
