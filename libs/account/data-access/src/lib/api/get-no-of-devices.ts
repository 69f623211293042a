import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/**
 * GET /api/Devices/getNoOfDevices (spec account §7): how many devices the customer has. The count
 * is null rather than 0 (spec §4: it becomes null if it would drop below 1), so a tab shows no
 * brackets without devices.
 */
export async function fetchNoOfDevices(options: { signal?: AbortSignal } = {}): Promise<number | null> {
  const count = await accountRequest('/api/Devices/getNoOfDevices', v.nullable(v.number()), { signal: options.signal });
  return count === null || count < 1 ? null : count;
}

export function noOfDevicesQueryOptions() {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.deviceCount], queryFn: ({ signal }) => fetchNoOfDevices({ signal }) });
}

export function useNoOfDevices(enabled = true) {
  return useQuery({ ...noOfDevicesQueryOptions(), enabled });
}

/** Spec account §4: a deleted device decrements the count; below 1 it becomes null. */
export function decrementDeviceCount(count: number | null | undefined): number | null {
  if (count === null || count === undefined) return null;
  return count - 1 < 1 ? null : count - 1;
}
