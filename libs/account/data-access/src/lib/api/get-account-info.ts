import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountFailureStatus, accountRequest } from './account-request';

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

/**
 * GET /api/Devices/getAccountInfo (CONTRACT.md; not in the spec's call list, so the real services
 * may not have it): optional. A 404 means the back end has no such call; the review step then goes
 * on without the account information (libs/account README "Calls the spec does not list").
 */
export function fetchAccountInfo(options: { signal?: AbortSignal } = {}): Promise<DeviceAccountInfo> {
  return accountRequest('/api/Devices/getAccountInfo', DeviceAccountInfoSchema, { signal: options.signal });
}

export function accountInfoQueryOptions() {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.accountInfo], queryFn: ({ signal }) => fetchAccountInfo({ signal }) });
}

/** A 404 (no such call) is final at once; other failures are asked again once. */
export function isMissingCall(error: unknown): boolean {
  return accountFailureStatus(error) === 404;
}

export function useAccountInfo(enabled = true) {
  return useQuery({ ...accountInfoQueryOptions(), enabled, retry: (failures, error) => failures < 1 && !isMissingCall(error) });
}
