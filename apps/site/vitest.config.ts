import path from 'node:path';
import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../tools/vitest/shared.ts';

export default mergeConfig(projectTestConfig(import.meta.dirname, { environment: 'node' }), {
  resolve: { alias: { 'virtual:brand': path.join(import.meta.dirname, 'app/testing/test-brand.ts') } },
});
