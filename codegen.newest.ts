import type { CodegenConfig } from '@graphql-codegen/cli';
import config from './codegen';

/**
 * The second Storefront check (issue 29 item 7): the same documents, typed against the newest
 * Storefront API schema on the registry (schemas/storefront-newest.schema.json, 2026-04; fetched
 * by tools/scripts/fetch-storefront-schema.mjs). The output goes to tmp/ and is never committed:
 * the run only has to succeed (`npm run codegen:check` runs it after the committed check), so a
 * document that a newer version no longer accepts fails before anyone moves
 * SHOPIFY_STOREFRONT_API_VERSION (docs/decisions/storefront-api-version.md).
 */
const STOREFRONT_OUTPUT = 'libs/shop/data-access/src/lib/storefront/generated/';
const storefront = config.generates[STOREFRONT_OUTPUT];
if (!storefront || Array.isArray(storefront) || typeof storefront !== 'object')
  throw new Error(`codegen.ts has no ${STOREFRONT_OUTPUT} target`);

const newest: CodegenConfig = {
  ...config,
  generates: { 'tmp/codegen-storefront-newest/': { ...storefront, schema: 'schemas/storefront-newest.schema.json' } },
};

export default newest;
