import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { LOGOUT_PATH } from '@mbw/util';
import { UpstreamError } from '../http/upstream';
import { postContentQuery, type ContentGraphqlOptions } from './content-query';
import { graphql } from './generated';
import type { CustomerProfileQueryVariables } from './generated/graphql';

/**
 * The customer's profile (spec account §3 "Profile data"; §7 "POST content GraphQL endpoint, same
 * shape: sc_lang, query, variable id → profile e-mail ({email})"): the profile screen's fields and
 * the newsletters' {email}, read from content GraphQL (the account API has no profile call), by the
 * customer's user name (their e-mail). `customerProfile` is project-specific
 * (schemas/content.graphql). The operation name `CustomerProfile` is stable: the site's proxy lets
 * it through for a signed-in customer only and attaches their credentials (the content system
 * answers a profile only on its owner's behalf).
 */
export const CUSTOMER_PROFILE_QUERY = graphql(`
  query CustomerProfile($id: String!, $language: String!) {
    customerProfile(id: $id, language: $language) {
      email
      customernumber
      displayname
      firstname
      industry
    }
  }
`);

/** Query-key root of the profile (beside the account API's keys, `account/…`, of @mbw/account-data-access). */
export const PROFILE_KEY = 'account/profile';

const text = v.nullish(v.string(), '');
const profileSchema = v.object({ email: text, customernumber: text, displayname: text, firstname: text, industry: text });
const profileAnswer = v.looseObject({ customerProfile: v.nullable(profileSchema) });

export type ProfileData = v.InferOutput<typeof profileSchema>;

/** No profile to show: the screen renders its empty shell (spec account §5 "Other"). */
export const EMPTY_PROFILE: ProfileData = { email: '', customernumber: '', displayname: '', firstname: '', industry: '' };

export interface ProfileRequest {
  /** The customer's user name (their e-mail: AccountViewer.email). */
  id: string;
  /** en, de, fr, it. */
  language: string;
}

/**
 * The signed-in customer's profile; an empty one when the content system has none for them. A 403
 * (the session ended) goes to /logout like every account call (spec account §6).
 */
export async function fetchProfile(
  request: ProfileRequest,
  options: ContentGraphqlOptions & { onForbidden?: () => void } = {},
): Promise<ProfileData> {
  const variables: CustomerProfileQueryVariables = { id: request.id, language: request.language };
  try {
    const answer = await postContentQuery(CUSTOMER_PROFILE_QUERY, variables, profileAnswer, options);
    return answer.customerProfile ?? EMPTY_PROFILE;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) (options.onForbidden ?? (() => globalThis.location?.assign(LOGOUT_PATH)))();
    throw error;
  }
}

export function profileQueryOptions(request: ProfileRequest) {
  return queryOptions({
    queryKey: [PROFILE_KEY, request.id, request.language],
    queryFn: ({ signal }) => fetchProfile(request, { signal }),
  });
}

/** The profile; asked only for a signed-in customer (an id). */
export function useProfile(request: ProfileRequest) {
  return useQuery({ ...profileQueryOptions(request), enabled: request.id !== '' });
}
