/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryQueryVariables = Exact<{
  previousItemId?: string | null | undefined;
  curentItemId: string;
  lang?: string | null | undefined;
}>;


export type GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryQuery = { backToInfoForSalesAndServiceCenters: { url: string, description: string } | null };

export type BreadcrumbItemsQueryVariables = Exact<{
  id: string;
  lang?: string | null | undefined;
}>;


export type BreadcrumbItemsQuery = { allpath: { breadcrumbs: Array<{ id: string, name: string, path: string }> } | null };

export type ContactInfoQueryQueryVariables = Exact<{
  path: string;
  language: string;
}>;


export type ContactInfoQueryQuery = { item: { id: string, displayName: string | null, fields: Array<{ name: string, value: string | null } | null> | null } | null };

export type ContactDetailsQueryVariables = Exact<{
  id: string;
  language: string;
}>;


export type ContactDetailsQuery = { item: { id: string, displayName: string | null, companyName: { value: string | null } | null, street: { value: string | null } | null, streetNumber: { value: string | null } | null, streetAddendum: { value: string | null } | null, zipCode: { value: string | null } | null, city: { value: string | null } | null, country: { value: string | null } | null, phone: { value: string | null } | null } | null };

export type ContactListQueryVariables = Exact<{
  folder: string;
  language: string;
}>;


export type ContactListQuery = { item: { children: { results: Array<{ id: string, displayName: string | null, companyName: { value: string | null } | null, street: { value: string | null } | null, streetNumber: { value: string | null } | null, streetAddendum: { value: string | null } | null, zipCode: { value: string | null } | null, city: { value: string | null } | null, country: { value: string | null } | null, phone: { value: string | null } | null }> } | null } | null };

export type CustomerProfileQueryVariables = Exact<{
  id: string;
  language: string;
}>;


export type CustomerProfileQuery = { customerProfile: { email: string, customernumber: string, displayname: string, firstname: string, industry: string } | null };

export type SitePageFragment = { id: string, hasChildren: boolean, url: { path: string }, template: { name: string }, restricted: { value: string | null } | null, updated: { value: string | null } | null };

export type SitePagesQueryVariables = Exact<{
  path: string;
  language: string;
}>;


export type SitePagesQuery = { item: { id: string, hasChildren: boolean, children: { results: Array<{ id: string, hasChildren: boolean, children: { results: Array<{ id: string, hasChildren: boolean, children: { results: Array<{ id: string, hasChildren: boolean, children: { results: Array<{ id: string, hasChildren: boolean, url: { path: string }, template: { name: string }, restricted: { value: string | null } | null, updated: { value: string | null } | null }> } | null, url: { path: string }, template: { name: string }, restricted: { value: string | null } | null, updated: { value: string | null } | null }> } | null, url: { path: string }, template: { name: string }, restricted: { value: string | null } | null, updated: { value: string | null } | null }> } | null, url: { path: string }, template: { name: string }, restricted: { value: string | null } | null, updated: { value: string | null } | null }> } | null, url: { path: string }, template: { name: string }, restricted: { value: string | null } | null, updated: { value: string | null } | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SitePageFragmentDoc = new TypedDocumentString(`
    fragment SitePage on Item {
  id
  url {
    path
  }
  template {
    name
  }
  hasChildren
  restricted: field(name: "Is Page User Restricted") {
    value
  }
  updated: field(name: "__Updated") {
    value
  }
}
    `, {"fragmentName":"SitePage"}) as unknown as TypedDocumentString<SitePageFragment, unknown>;
export const GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryDocument = new TypedDocumentString(`
    query getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery($previousItemId: String, $curentItemId: String!, $lang: String = "en") {
  backToInfoForSalesAndServiceCenters(
    previousItemId: $previousItemId
    curentItemId: $curentItemId
    lang: $lang
  ) {
    url
    description
  }
}
    `) as unknown as TypedDocumentString<GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryQuery, GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryQueryVariables>;
export const BreadcrumbItemsDocument = new TypedDocumentString(`
    query BreadcrumbItems($id: String!, $lang: String) {
  allpath(id: $id, lang: $lang) {
    breadcrumbs {
      id
      name
      path
    }
  }
}
    `) as unknown as TypedDocumentString<BreadcrumbItemsQuery, BreadcrumbItemsQueryVariables>;
export const ContactInfoQueryDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ContactInfoQueryQuery, ContactInfoQueryQueryVariables>;
export const ContactDetailsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ContactDetailsQuery, ContactDetailsQueryVariables>;
export const ContactListDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ContactListQuery, ContactListQueryVariables>;
export const CustomerProfileDocument = new TypedDocumentString(`
    query CustomerProfile($id: String!, $language: String!) {
  customerProfile(id: $id, language: $language) {
    email
    customernumber
    displayname
    firstname
    industry
  }
}
    `) as unknown as TypedDocumentString<CustomerProfileQuery, CustomerProfileQueryVariables>;
export const SitePagesDocument = new TypedDocumentString(`
    query SitePages($path: String!, $language: String!) {
  item(path: $path, language: $language) {
    ...SitePage
    children(first: 1000) {
      results {
        ...SitePage
        children(first: 1000) {
          results {
            ...SitePage
            children(first: 1000) {
              results {
                ...SitePage
                children(first: 1000) {
                  results {
                    ...SitePage
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment SitePage on Item {
  id
  url {
    path
  }
  template {
    name
  }
  hasChildren
  restricted: field(name: "Is Page User Restricted") {
    value
  }
  updated: field(name: "__Updated") {
    value
  }
}`) as unknown as TypedDocumentString<SitePagesQuery, SitePagesQueryVariables>;