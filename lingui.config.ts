import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog for the whole site: every app and lib contributes messages, and the site app
 * loads the catalog of the request's language. en is the source language.
 * Dictionary phrases from the CMS are merged over these at request time (apps/site/app/i18n).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'it'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/apps/site/app/locales/{locale}',
      include: ['<rootDir>/apps/site/app', '<rootDir>/libs'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
