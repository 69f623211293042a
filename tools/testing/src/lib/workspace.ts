import path from 'node:path';

/** The repository's root folder (tools/testing/src/lib → four levels up). */
export const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
