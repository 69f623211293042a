import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  NoUnusedFragmentsRule,
  buildClientSchema,
  buildSchema,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Every GraphQL document in the repository validates against the schema of the API it is sent to
 * (issue 13 §6): the documents codegen types (codegen.ts), and the stand-in's schema is the same
 * file. A field renamed in a schema, or a typo in a query, fails here with graphql-js's message.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf8');

const contentSchema = buildSchema(read('schemas/content.graphql'));

/** Source files below a folder (no generated code, no node_modules). */
function sourceFiles(folder: string): string[] {
  const absolute = path.join(workspaceRoot, folder);
  return readdirSync(absolute).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules' || name === 'generated' || name === 'build') return [];
    if (statSync(path.join(workspaceRoot, file)).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The documents a file passes to codegen's graphql() tag. */
function documentsIn(file: string): string[] {
  return [...read(file).matchAll(/\bgraphql\(\s*`([\s\S]*?)`\s*\)/g)].map((match) => match[1]!);
}

function errorsAgainst(schema: GraphQLSchema, source: string): string[] {
  return validate(schema, parse(source)).map((error) => error.message);
}

/**
 * A document as codegen sends it: with the fragments of the other graphql() calls (a fragment
 * is a call of its own). A fragment alone is not "unused": the queries spread it.
 */
function errorsWithFragments(schema: GraphQLSchema, source: string, fragments: readonly string[]): string[] {
  const document = parse([source, ...fragments.filter((fragment) => fragment !== source)].join('\n'));
  return validate(
    schema,
    document,
    specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule),
  ).map((error) => error.message);
}

describe('GraphQL documents match their schemas', () => {
  // The Storefront documents (libs/shop/data-access) are sent to Shopify; every other lib's to the content API.
  const STOREFRONT_DOCUMENTS = 'libs/shop/data-access/';
  const contentDocuments = sourceFiles('libs')
    .filter((file) => !file.startsWith(STOREFRONT_DOCUMENTS))
    .flatMap((file) => documentsIn(file).map((source) => ({ file, source })));
  const contentFragments = contentDocuments.map(({ source }) => source).filter((source) => /^\s*fragment /.test(source));

  it('finds the content documents (BreadcrumbItems at least)', () => {
    expect(contentDocuments.map(({ source }) => /query (\w+)/.exec(source)?.[1])).toContain('BreadcrumbItems');
  });

  it.each(contentDocuments.map(({ file, source }) => [`${file}: ${/(query|mutation|fragment) (\w+)/.exec(source)?.[2] ?? '?'}`, source]))(
    '%s validates against schemas/content.graphql',
    (_, source) => {
      expect(errorsWithFragments(contentSchema, source, contentFragments)).toEqual([]);
    },
  );

  it.each(contentDocuments.map(({ file, source }) => [file, source]))('%s: each graphql() call holds one definition', (_, source) => {
    // Codegen's client preset maps a source to its first definition: a fragment declared beside
    // its query made the query send only the fragment (the sitemap answered 503).
    expect(parse(source).definitions).toHaveLength(1);
  });

  const storefrontIntrospection = JSON.parse(read('schemas/storefront.schema.json')) as { data?: IntrospectionQuery } & IntrospectionQuery;
  const storefrontSchema = buildClientSchema(storefrontIntrospection.data ?? storefrontIntrospection);
  const storefrontDocuments = sourceFiles(STOREFRONT_DOCUMENTS).flatMap((file) => documentsIn(file).map((source) => ({ file, source })));
  const storefrontFragments = storefrontDocuments.map(({ source }) => source).filter((source) => /^\s*fragment /.test(source));

  it("finds the Storefront documents (the order pages' at least)", () => {
    expect(storefrontDocuments.map(({ source }) => /(?:query|mutation) (\w+)/.exec(source)?.[1])).toEqual(
      expect.arrayContaining([
        'CustomerAccessTokenCreateWithMultipass',
        'CustomerOrders',
        'CustomerOrder',
        'Cart',
        'CartCreate',
        'CartLinesAdd',
        'CartLinesUpdate',
        'CartLinesRemove',
        'CartDiscountCodesUpdate',
      ]),
    );
  });

  it.each(
    storefrontDocuments.map(({ file, source }) => [`${file}: ${/(query|mutation|fragment) (\w+)/.exec(source)?.[2] ?? '?'}`, source]),
  )('%s validates against the Storefront API 2025-01 schema', (_, source) => {
    expect(errorsWithFragments(storefrontSchema, source, storefrontFragments)).toEqual([]);
    expect(parse(source).definitions).toHaveLength(1);
  });

  // The newest Storefront schema on the registry (fetch-storefront-schema.mjs): every document
  // must hold there too, so moving SHOPIFY_STOREFRONT_API_VERSION forward is one setting.
  const newestIntrospection = JSON.parse(read('schemas/storefront-newest.schema.json')) as {
    data?: IntrospectionQuery;
  } & IntrospectionQuery;
  // assumeValid: since 2025-10 Shopify's schema deprecates MediaPresentation.id, which implements
  // Node.id (not deprecated), and graphql-js 17's schema check refuses that. It says nothing about
  // the documents, which are still validated field by field (codegen accepts the schema as is).
  const newestStorefrontSchema = buildClientSchema(newestIntrospection.data ?? newestIntrospection, { assumeValid: true });

  it.each(
    storefrontDocuments.map(({ file, source }) => [`${file}: ${/(query|mutation|fragment) (\w+)/.exec(source)?.[2] ?? '?'}`, source]),
  )('%s validates against the newest Storefront API schema (2026-04) as well', (_, source) => {
    expect(errorsWithFragments(newestStorefrontSchema, source, storefrontFragments)).toEqual([]);
  });

  it('a document that does not match the schema fails (so the check can fail)', () => {
    expect(errorsAgainst(contentSchema, 'query Broken($id: String!) { allpath(id: $id) { breadcrumbs { id title } } }')).toEqual([
      'Cannot query field "title" on type "BreadcrumbItem".',
    ]);
  });

  it("the content schema has Experience Edge's names for the standard parts", () => {
    const source = `query Edge($path: String!, $language: String!) {
      item(path: $path, language: $language) {
        id name displayName path
        url { path }
        template { id name }
        children(first: 10) { results { id name url { path } } total pageInfo { endCursor hasNext } }
        field(name: "Title") { name value jsonValue }
      }
    }`;
    expect(errorsAgainst(contentSchema, source)).toEqual([]);
  });

  it('the Storefront API 2025-01 schema (installed by postinstall, sha256-checked) validates real operations and rejects wrong ones', () => {
    const introspection = JSON.parse(read('schemas/storefront.schema.json')) as { data?: IntrospectionQuery } & IntrospectionQuery;
    const storefront = buildClientSchema(introspection.data ?? introspection);
    expect(
      errorsAgainst(
        storefront,
        `mutation CartCreate($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl totalQuantity cost { totalAmount { amount currencyCode } } } userErrors { field message } } }`,
      ),
    ).toEqual([]);
    expect(errorsAgainst(storefront, 'query { cart(id: "x") { nope } }')).toEqual([
      'Cannot query field "nope" on type "Cart". Did you mean "note"?',
    ]);
  });
});
