import { projectTestConfig } from '../../tools/vitest/shared';

export default projectTestConfig(import.meta.dirname, {
  environment: 'jsdom',
  setupFiles: ['../../tools/vitest/setup-dom.ts'],
});
