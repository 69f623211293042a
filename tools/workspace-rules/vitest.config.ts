import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../vitest/shared.ts';

// Linting real files through ESLint's API takes a few seconds to warm up.
export default mergeConfig(projectTestConfig(import.meta.dirname), { test: { testTimeout: 60_000 } });
