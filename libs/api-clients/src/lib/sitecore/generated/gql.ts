/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery($previousItemId: String, $curentItemId: String!, $lang: String = \"en\") {\n    backToInfoForSalesAndServiceCenters(previousItemId: $previousItemId, curentItemId: $curentItemId, lang: $lang) {\n      url\n      description\n    }\n  }\n": typeof types.GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryDocument,
    "\n  query BreadcrumbItems($id: String!, $lang: String) {\n    allpath(id: $id, lang: $lang) {\n      breadcrumbs {\n        id\n        name\n        path\n      }\n    }\n  }\n": typeof types.BreadcrumbItemsDocument,
    "\n  query ContactInfoQuery($path: String!, $language: String!) {\n    item(path: $path, language: $language) {\n      id\n      displayName\n      fields(ownFields: true) {\n        name\n        value\n      }\n    }\n  }\n": typeof types.ContactInfoQueryDocument,
    "\n  query ContactDetails($id: String!, $language: String!) {\n    item(path: $id, language: $language) {\n      id\n      displayName\n      companyName: field(name: \"companyName\") {\n        value\n      }\n      street: field(name: \"street\") {\n        value\n      }\n      streetNumber: field(name: \"streetNumber\") {\n        value\n      }\n      streetAddendum: field(name: \"streetAddendum\") {\n        value\n      }\n      zipCode: field(name: \"zipCode\") {\n        value\n      }\n      city: field(name: \"city\") {\n        value\n      }\n      country: field(name: \"country\") {\n        value\n      }\n      phone: field(name: \"phone\") {\n        value\n      }\n    }\n  }\n": typeof types.ContactDetailsDocument,
    "\n  query ContactList($folder: String!, $language: String!) {\n    item(path: $folder, language: $language) {\n      children(first: 100) {\n        results {\n          id\n          displayName\n          companyName: field(name: \"companyName\") {\n            value\n          }\n          street: field(name: \"street\") {\n            value\n          }\n          streetNumber: field(name: \"streetNumber\") {\n            value\n          }\n          streetAddendum: field(name: \"streetAddendum\") {\n            value\n          }\n          zipCode: field(name: \"zipCode\") {\n            value\n          }\n          city: field(name: \"city\") {\n            value\n          }\n          country: field(name: \"country\") {\n            value\n          }\n          phone: field(name: \"phone\") {\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.ContactListDocument,
    "\n  query CustomerProfile($id: String!, $language: String!) {\n    customerProfile(id: $id, language: $language) {\n      email\n      customernumber\n      displayname\n      firstname\n      industry\n    }\n  }\n": typeof types.CustomerProfileDocument,
    "\n  fragment SitePage on Item {\n    id\n    url {\n      path\n    }\n    template {\n      name\n    }\n    hasChildren\n    restricted: field(name: \"Is Page User Restricted\") {\n      value\n    }\n    updated: field(name: \"__Updated\") {\n      value\n    }\n  }\n": typeof types.SitePageFragmentDoc,
    "\n  query SitePages($path: String!, $language: String!) {\n    item(path: $path, language: $language) {\n      ...SitePage\n      children(first: 1000) {\n        results {\n          ...SitePage\n          children(first: 1000) {\n            results {\n              ...SitePage\n              children(first: 1000) {\n                results {\n                  ...SitePage\n                  children(first: 1000) {\n                    results {\n                      ...SitePage\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SitePagesDocument,
};
const documents: Documents = {
    "\n  query getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery($previousItemId: String, $curentItemId: String!, $lang: String = \"en\") {\n    backToInfoForSalesAndServiceCenters(previousItemId: $previousItemId, curentItemId: $curentItemId, lang: $lang) {\n      url\n      description\n    }\n  }\n": types.GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryDocument,
    "\n  query BreadcrumbItems($id: String!, $lang: String) {\n    allpath(id: $id, lang: $lang) {\n      breadcrumbs {\n        id\n        name\n        path\n      }\n    }\n  }\n": types.BreadcrumbItemsDocument,
    "\n  query ContactInfoQuery($path: String!, $language: String!) {\n    item(path: $path, language: $language) {\n      id\n      displayName\n      fields(ownFields: true) {\n        name\n        value\n      }\n    }\n  }\n": types.ContactInfoQueryDocument,
    "\n  query ContactDetails($id: String!, $language: String!) {\n    item(path: $id, language: $language) {\n      id\n      displayName\n      companyName: field(name: \"companyName\") {\n        value\n      }\n      street: field(name: \"street\") {\n        value\n      }\n      streetNumber: field(name: \"streetNumber\") {\n        value\n      }\n      streetAddendum: field(name: \"streetAddendum\") {\n        value\n      }\n      zipCode: field(name: \"zipCode\") {\n        value\n      }\n      city: field(name: \"city\") {\n        value\n      }\n      country: field(name: \"country\") {\n        value\n      }\n      phone: field(name: \"phone\") {\n        value\n      }\n    }\n  }\n": types.ContactDetailsDocument,
    "\n  query ContactList($folder: String!, $language: String!) {\n    item(path: $folder, language: $language) {\n      children(first: 100) {\n        results {\n          id\n          displayName\n          companyName: field(name: \"companyName\") {\n            value\n          }\n          street: field(name: \"street\") {\n            value\n          }\n          streetNumber: field(name: \"streetNumber\") {\n            value\n          }\n          streetAddendum: field(name: \"streetAddendum\") {\n            value\n          }\n          zipCode: field(name: \"zipCode\") {\n            value\n          }\n          city: field(name: \"city\") {\n            value\n          }\n          country: field(name: \"country\") {\n            value\n          }\n          phone: field(name: \"phone\") {\n            value\n          }\n        }\n      }\n    }\n  }\n": types.ContactListDocument,
    "\n  query CustomerProfile($id: String!, $language: String!) {\n    customerProfile(id: $id, language: $language) {\n      email\n      customernumber\n      displayname\n      firstname\n      industry\n    }\n  }\n": types.CustomerProfileDocument,
    "\n  fragment SitePage on Item {\n    id\n    url {\n      path\n    }\n    template {\n      name\n    }\n    hasChildren\n    restricted: field(name: \"Is Page User Restricted\") {\n      value\n    }\n    updated: field(name: \"__Updated\") {\n      value\n    }\n  }\n": types.SitePageFragmentDoc,
    "\n  query SitePages($path: String!, $language: String!) {\n    item(path: $path, language: $language) {\n      ...SitePage\n      children(first: 1000) {\n        results {\n          ...SitePage\n          children(first: 1000) {\n            results {\n              ...SitePage\n              children(first: 1000) {\n                results {\n                  ...SitePage\n                  children(first: 1000) {\n                    results {\n                      ...SitePage\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SitePagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery($previousItemId: String, $curentItemId: String!, $lang: String = \"en\") {\n    backToInfoForSalesAndServiceCenters(previousItemId: $previousItemId, curentItemId: $curentItemId, lang: $lang) {\n      url\n      description\n    }\n  }\n"): typeof import('./graphql').GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BreadcrumbItems($id: String!, $lang: String) {\n    allpath(id: $id, lang: $lang) {\n      breadcrumbs {\n        id\n        name\n        path\n      }\n    }\n  }\n"): typeof import('./graphql').BreadcrumbItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactInfoQuery($path: String!, $language: String!) {\n    item(path: $path, language: $language) {\n      id\n      displayName\n      fields(ownFields: true) {\n        name\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').ContactInfoQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactDetails($id: String!, $language: String!) {\n    item(path: $id, language: $language) {\n      id\n      displayName\n      companyName: field(name: \"companyName\") {\n        value\n      }\n      street: field(name: \"street\") {\n        value\n      }\n      streetNumber: field(name: \"streetNumber\") {\n        value\n      }\n      streetAddendum: field(name: \"streetAddendum\") {\n        value\n      }\n      zipCode: field(name: \"zipCode\") {\n        value\n      }\n      city: field(name: \"city\") {\n        value\n      }\n      country: field(name: \"country\") {\n        value\n      }\n      phone: field(name: \"phone\") {\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').ContactDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactList($folder: String!, $language: String!) {\n    item(path: $folder, language: $language) {\n      children(first: 100) {\n        results {\n          id\n          displayName\n          companyName: field(name: \"companyName\") {\n            value\n          }\n          street: field(name: \"street\") {\n            value\n          }\n          streetNumber: field(name: \"streetNumber\") {\n            value\n          }\n          streetAddendum: field(name: \"streetAddendum\") {\n            value\n          }\n          zipCode: field(name: \"zipCode\") {\n            value\n          }\n          city: field(name: \"city\") {\n            value\n          }\n          country: field(name: \"country\") {\n            value\n          }\n          phone: field(name: \"phone\") {\n            value\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ContactListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerProfile($id: String!, $language: String!) {\n    customerProfile(id: $id, language: $language) {\n      email\n      customernumber\n      displayname\n      firstname\n      industry\n    }\n  }\n"): typeof import('./graphql').CustomerProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SitePage on Item {\n    id\n    url {\n      path\n    }\n    template {\n      name\n    }\n    hasChildren\n    restricted: field(name: \"Is Page User Restricted\") {\n      value\n    }\n    updated: field(name: \"__Updated\") {\n      value\n    }\n  }\n"): typeof import('./graphql').SitePageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitePages($path: String!, $language: String!) {\n    item(path: $path, language: $language) {\n      ...SitePage\n      children(first: 1000) {\n        results {\n          ...SitePage\n          children(first: 1000) {\n            results {\n              ...SitePage\n              children(first: 1000) {\n                results {\n                  ...SitePage\n                  children(first: 1000) {\n                    results {\n                      ...SitePage\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SitePagesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
