/** Catalogs compiled by the Lingui Vite plugin on import. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
