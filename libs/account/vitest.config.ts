import { projectTestConfig } from '../../tools/vitest/shared';

export default projectTestConfig(import.meta.dirname);
