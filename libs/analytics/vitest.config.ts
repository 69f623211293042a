import { projectTestConfig } from '../../tools/vitest/shared.ts';

export default projectTestConfig(import.meta.dirname, { environment: 'jsdom' });
