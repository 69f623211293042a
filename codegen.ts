import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL types from the real schemas, never written by hand (CONVENTIONS "Data"). One command:
 * `npm run codegen` writes them; `npm run codegen:check` (part of `npm test`) fails when a
 * document no longer matches its schema or the committed output is stale.
 *
 * - content: schemas/content.graphql — Experience Edge's standard parts plus this project's
 *   (local-services executes the same file).
 * - storefront: the Shopify Storefront API 2025-01 schema, fetched at install time
 *   (tools/scripts/fetch-storefront-schema.mjs, sha256-checked); the documents live in
 *   libs/shop/data-access (the order pages' first, the shop issue's cart next).
 *
 * `documentMode: 'string'`: a document is a typed string, so sending it needs no GraphQL runtime
 * in the browser bundle (graphql-js parse/print stay on the server, TOOLCHAIN "Measured weights").
 */
const shared = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, skipTypename: true, avoidOptionals: { field: true } },
} as const;

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'libs/api-clients/src/lib/sitecore/generated/': {
      ...shared,
      schema: 'schemas/content.graphql',
      documents: ['libs/api-clients/src/lib/sitecore/**/*.ts', '!libs/api-clients/src/lib/sitecore/generated/**', '!**/*.test.ts'],
    },
    'libs/shop/data-access/src/lib/storefront/generated/': {
      ...shared,
      // Shopify's custom scalars as they arrive in JSON (Decimal amounts are strings: "12.50").
      config: {
        ...shared.config,
        scalars: {
          Decimal: 'string',
          DateTime: 'string',
          ISO8601DateTime: 'string',
          URL: 'string',
          UnsignedInt64: 'string',
          HTML: 'string',
          Color: 'string',
          JSON: 'unknown',
        },
      },
      schema: 'schemas/storefront.schema.json',
      documents: ['libs/shop/data-access/src/lib/**/*.ts', '!libs/shop/data-access/src/lib/storefront/generated/**', '!**/*.test.ts'],
    },
  },
};

export default config;
