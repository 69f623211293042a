import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** Spec account §3 Device account info: what the registration's review step shows. */
export const DeviceAccountInfoSchema = v.looseObject({
  companyname: v.string(),
  customernumber: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  streetaddress: v.string(),
  streetnumber: v.string(),
  postalcode: v.string(),
  city: v.string(),
  country: v.string(),
  salutation: v.string(),
});

export type DeviceAccountInfo = v.InferOutput<typeof DeviceAccountInfoSchema>;

/** GET /api/Devices/getAccountInfo (CONTRACT.md; not in the spec's call list). */
export function fetchAccountInfo(options: { signal?: AbortSignal } = {}): Promise<DeviceAccountInfo> {
  return accountRequest('/api/Devices/getAccountInfo', DeviceAccountInfoSchema, { signal: options.signal });
}

export function accountInfoQueryOptions() {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.accountInfo], queryFn: ({ signal }) => fetchAccountInfo({ signal }) });
}

export function useAccountInfo(enabled = true) {
  return useQuery({ ...accountInfoQueryOptions(), enabled });
}
