import type { BlockSeed } from './types.ts';

/** Group D blocks: filled in by issue 6. */
export const GROUP_D_BLOCKS: BlockSeed[] = [];
