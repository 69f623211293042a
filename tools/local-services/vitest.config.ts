import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../vitest/shared.ts';

// graphql-http is compiled with the tests, so it imports the same graphql build as the stand-in
// (Vitest resolves graphql 17's development build for test code; Node, outside Vitest, the
// production one for both): two copies refuse each other's schema ("another module or realm").
export default mergeConfig(projectTestConfig(import.meta.dirname), { test: { server: { deps: { inline: ['graphql-http'] } } } });
