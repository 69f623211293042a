import type { BlockSeed } from './types.ts';

/** Every seeded content block, in the order the kitchen-sink page shows them. */
export const BLOCK_SEEDS: BlockSeed[] = [];
