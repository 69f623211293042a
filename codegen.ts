import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL types from the real schemas, never written by hand (CONVENTIONS "Data"). One command:
 * `npm run codegen` writes them; `npm run codegen:check` (part of `npm test`) fails when a
 * document no longer matches its schema or the committed output is stale.
 *
 * - content: schemas/content.graphql — Experience Edge's standard parts plus this project's
 *   (local-services executes the same file).
 * - storefront: the Shopify Storefront API 2025-01 schema, fetched at install time
 *   (tools/scripts/fetch-storefront-schema.mjs, sha256-checked). The shop's documents go to
 *   libs/shop/data-access with the shop issue; until then nothing is generated for it.
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
  },
};

export default config;
