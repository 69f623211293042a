import type { BlockSeed } from './types.ts';

/** Group E blocks: filled in by issue 6. */
export const GROUP_E_BLOCKS: BlockSeed[] = [];
