import { projectTestConfig } from '../../tools/vitest/shared.ts';

// Node by default (sessions, sign-in); screen tests say `// @vitest-environment jsdom` at their top.
export default projectTestConfig(import.meta.dirname, { setupFiles: ['../../tools/vitest/setup-dom.ts'] });
