import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** Spec account §3 "Profile data". */
const profileSchema = v.looseObject({
  email: v.nullish(v.string(), ''),
  customernumber: v.nullish(v.string(), ''),
  displayname: v.nullish(v.string(), ''),
  firstname: v.nullish(v.string(), ''),
  industry: v.nullish(v.string(), ''),
});

export type ProfileData = v.InferOutput<typeof profileSchema>;

/** GET /api/Profile/getProfile (CONTRACT.md): the profile screen's data and the newsletters' {email}. */
export function fetchProfile(options: { signal?: AbortSignal } = {}): Promise<ProfileData> {
  return accountRequest('/api/Profile/getProfile', profileSchema, { signal: options.signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.profile], queryFn: ({ signal }) => fetchProfile({ signal }) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
