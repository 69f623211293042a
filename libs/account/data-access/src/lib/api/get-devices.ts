import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import { DeviceSchema, type Device } from './device';

/** GET /api/Devices/getAllDevices?lang= (spec account §7): the customer's devices, newest last. */
export function fetchAllDevices(language: string, options: { signal?: AbortSignal } = {}): Promise<Device[]> {
  return accountRequest('/api/Devices/getAllDevices', v.array(DeviceSchema), { query: { lang: language }, signal: options.signal });
}

export function allDevicesQueryOptions(language: string) {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.devices, language], queryFn: ({ signal }) => fetchAllDevices(language, { signal }) });
}

/** The device list; asks only when `enabled` (a signed-in viewer). */
export function useAllDevices(language: string, enabled = true) {
  return useQuery({ ...allDevicesQueryOptions(language), enabled });
}
