import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { postContentQuery, type ContentGraphqlOptions } from './content-query';
import { graphql } from './generated';
import type { ContactDetailsQueryVariables, ContactListQueryVariables } from './generated/graphql';

/**
 * The favourite contact's details (spec account §3 "Favourite contact", §7 "POST content GraphQL
 * endpoint: sc_lang, query, variable id"): contact items of the content system, read in the
 * browser through the site's same-origin proxy (/sitecore/api/graph/edge; the proxy adds the API
 * key). Typed by codegen against schemas/content.graphql (`npm run codegen`).
 */
export const CONTACT_DETAILS_QUERY = graphql(`
  query ContactDetails($id: String!, $language: String!) {
    item(path: $id, language: $language) {
      id
      displayName
      companyName: field(name: "companyName") {
        value
      }
      street: field(name: "street") {
        value
      }
      streetNumber: field(name: "streetNumber") {
        value
      }
      streetAddendum: field(name: "streetAddendum") {
        value
      }
      zipCode: field(name: "zipCode") {
        value
      }
      city: field(name: "city") {
        value
      }
      country: field(name: "country") {
        value
      }
      phone: field(name: "phone") {
        value
      }
    }
  }
`);

/** The contacts a customer may choose from: the children of the contacts folder (by its item id). */
export const CONTACT_LIST_QUERY = graphql(`
  query ContactList($folder: String!, $language: String!) {
    item(path: $folder, language: $language) {
      children(first: 100) {
        results {
          id
          displayName
          companyName: field(name: "companyName") {
            value
          }
          street: field(name: "street") {
            value
          }
          streetNumber: field(name: "streetNumber") {
            value
          }
          streetAddendum: field(name: "streetAddendum") {
            value
          }
          zipCode: field(name: "zipCode") {
            value
          }
          city: field(name: "city") {
            value
          }
          country: field(name: "country") {
            value
          }
          phone: field(name: "phone") {
            value
          }
        }
      }
    }
  }
`);

/** One contact with the spec's fields, empty strings for fields the item does not fill. */
export interface ContactDetails {
  id: string;
  companyName: string;
  street: string;
  streetNumber: string;
  streetAddendum: string;
  zipCode: string;
  city: string;
  /** The region name. */
  country: string;
  phone: string;
}

const fieldValue = v.nullish(v.looseObject({ value: v.nullish(v.string()) }));
/** What ContactDetails and ContactList select of each item. */
const rawContact = v.looseObject({
  id: v.string(),
  companyName: fieldValue,
  street: fieldValue,
  streetNumber: fieldValue,
  streetAddendum: fieldValue,
  zipCode: fieldValue,
  city: fieldValue,
  country: fieldValue,
  phone: fieldValue,
});
const detailsAnswer = v.looseObject({ item: v.nullable(rawContact) });
const listAnswer = v.looseObject({
  item: v.nullable(v.looseObject({ children: v.nullable(v.looseObject({ results: v.array(rawContact) })) })),
});

/** Experience Edge ids come as 32 hex digits without braces; the account API keeps `{GUID}`. Compare as plain hex. */
export function sameItemId(a: string, b: string): boolean {
  const plain = (id: string) => id.replace(/[{}-]/g, '').toLowerCase();
  return plain(a) !== '' && plain(a) === plain(b);
}

function toContact(raw: v.InferOutput<typeof rawContact>): ContactDetails {
  const value = (field: { value?: string | null } | null | undefined) => field?.value ?? '';
  return {
    id: raw.id,
    companyName: value(raw.companyName),
    street: value(raw.street),
    streetNumber: value(raw.streetNumber),
    streetAddendum: value(raw.streetAddendum),
    zipCode: value(raw.zipCode),
    city: value(raw.city),
    country: value(raw.country),
    phone: value(raw.phone),
  };
}

/** One contact by item id, or null when the content system has no such item (in that language). */
export async function fetchContactDetails(
  request: { id: string; language: string },
  options: ContentGraphqlOptions = {},
): Promise<ContactDetails | null> {
  const variables: ContactDetailsQueryVariables = { id: request.id, language: request.language };
  const answer = await postContentQuery(CONTACT_DETAILS_QUERY, variables, detailsAnswer, options);
  const item = answer.item;
  return item ? toContact(item) : null;
}

/** The contacts of a folder, in content order. */
export async function fetchContactList(
  request: { folder: string; language: string },
  options: ContentGraphqlOptions = {},
): Promise<ContactDetails[]> {
  const variables: ContactListQueryVariables = { folder: request.folder, language: request.language };
  const answer = await postContentQuery(CONTACT_LIST_QUERY, variables, listAnswer, options);
  return (answer.item?.children?.results ?? []).map(toContact);
}

export const CONTACT_KEYS = { details: 'content/contact-details', list: 'content/contact-list' } as const;

export function contactDetailsQueryOptions(id: string, language: string) {
  return queryOptions({
    queryKey: [CONTACT_KEYS.details, id, language],
    queryFn: ({ signal }) => fetchContactDetails({ id, language }, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useContactDetails(id: string, language: string) {
  return useQuery({ ...contactDetailsQueryOptions(id, language), enabled: id !== '' });
}

export function contactListQueryOptions(folder: string, language: string) {
  return queryOptions({
    queryKey: [CONTACT_KEYS.list, folder, language],
    queryFn: ({ signal }) => fetchContactList({ folder, language }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The choice list, read only when the chooser opens. */
export function useContactList(folder: string, language: string, enabled: boolean) {
  return useQuery({ ...contactListQueryOptions(folder, language), enabled: enabled && folder !== '' });
}
