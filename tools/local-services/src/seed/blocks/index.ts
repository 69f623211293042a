import { GROUP_A_BLOCKS } from './group-a.ts';
import { GROUP_B_BLOCKS } from './group-b.ts';
import { GROUP_C_BLOCKS } from './group-c.ts';
import { GROUP_D_BLOCKS } from './group-d.ts';
import { GROUP_E_BLOCKS } from './group-e.ts';
import type { BlockSeed } from './types.ts';

/** Every seeded content block, in the order the kitchen-sink page shows them. */
export const BLOCK_SEEDS: BlockSeed[] = [...GROUP_D_BLOCKS, ...GROUP_E_BLOCKS, ...GROUP_A_BLOCKS, ...GROUP_C_BLOCKS, ...GROUP_B_BLOCKS];
