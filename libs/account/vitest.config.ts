import { projectTestConfig } from '../../tools/vitest/shared.ts';

// Node by default (the server side: session, sign-in); screen tests say `@vitest-environment jsdom`.
export default projectTestConfig(import.meta.dirname, { setupFiles: ['../../tools/vitest/setup-dom.ts'] });
