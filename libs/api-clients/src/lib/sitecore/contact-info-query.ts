import * as v from 'valibot';
import { UpstreamError } from '../http/upstream';
import { fetchGraphql } from '../graphql/graphql-fetch';
import { contentGraphqlOptions, type SitecoreConfig } from './sitecore-config';
import { graphql } from './generated';
import type { ContactInfoQueryQueryVariables } from './generated/graphql';

/**
 * ContactInfoQuery (spec discovery §7: content GraphQL by item path, returns data.item): the
 * contact pages' country default contact, read on the server. The item's own fields come back by
 * name (a contact item holds the contact point fields: companyName, street, … email).
 */
export const CONTACT_INFO_QUERY = graphql(`
  query ContactInfoQuery($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      id
      displayName
      fields(ownFields: true) {
        name
        value
      }
    }
  }
`);

const dataSchema = v.looseObject({
  item: v.nullable(
    v.looseObject({
      id: v.string(),
      displayName: v.nullish(v.string()),
      fields: v.nullish(v.array(v.nullable(v.looseObject({ name: v.string(), value: v.nullish(v.string()) })))),
    }),
  ),
});

const SERVICE = 'graphql';

export interface ContactInfoItem {
  id: string;
  displayName: string;
  /** The item's text fields by name; '' for an empty one. */
  fields: Record<string, string>;
}

/** The item at `path` (a full content path or an id), or null when the content system has none. */
export async function fetchContactInfo(
  config: SitecoreConfig,
  request: { path: string; language: string; signal?: AbortSignal },
): Promise<ContactInfoItem | null> {
  const variables: ContactInfoQueryQueryVariables = { path: request.path, language: request.language };
  const data = await fetchGraphql(CONTACT_INFO_QUERY, variables, { ...contentGraphqlOptions(config, SERVICE), signal: request.signal });
  const parsed = v.safeParse(dataSchema, data);
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', 'unexpected ContactInfoQuery answer');
  const item = parsed.output.item;
  if (!item) return null;
  const fields: Record<string, string> = {};
  for (const field of item.fields ?? []) if (field) fields[field.name] = field.value ?? '';
  return { id: item.id, displayName: item.displayName ?? '', fields };
}
