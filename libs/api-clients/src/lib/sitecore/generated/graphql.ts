/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BreadcrumbItemsQueryVariables = Exact<{
  id: string;
  lang?: string | null | undefined;
}>;


export type BreadcrumbItemsQuery = { allpath: { breadcrumbs: Array<{ id: string, name: string, path: string }> } | null };

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