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