// `npm test`: every check CI runs, in one command (docs/quality.md "What `npm test` runs").
//   formatting (Prettier) · dead code (knip) · lint (module boundaries included) · typecheck · unit tests · translation check · configuration docs check · GraphQL codegen check ·
//   production builds of the four brands · Playwright in Debian Chromium against local-services ·
//   the quality gates' CI subset (security headers, accessibility sweep, bad-input and fault
//   batteries, JS budget and Lighthouse), which print their tables.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
/** Runs one step; its time goes into the log, so a slow CI run says which step grew. */
const run = (command) => {
  const stepStarted = Date.now();
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, NX_TUI: 'false' } });
  } finally {
    console.log(`\n[npm test] ${command.slice(0, 80)}: ${seconds(stepStarted)} s (${seconds(started)} s so far)\n`);
  }
};

run('node tools/scripts/ensure-chromium.mjs');
// One format over the tree (.prettierrc.json; `npm run format` writes it).
run('npx prettier --check . --log-level warn');
// No unused file, export or dependency (knip.jsonc).
run('npx knip --no-progress');
run('node tools/scripts/check-i18n.mjs');
// The configuration reference (apps/site/CONFIGURATION.md) is generated from the env schema and up to date; every .env.example carries every variable.
run('node tools/scripts/config-docs.mjs');
// GraphQL documents still match their schemas, and the committed types are what codegen writes.
run('npm run --silent codegen:check');
rmSync('tmp/vitest', { recursive: true, force: true });
try {
  run('npx nx run-many -t lint typecheck test e2e --parallel=2 --outputStyle=stream-without-prefixes');
} catch (error) {
  printUnitTestFailures();
  throw error;
}
// The gates measure the servers: run alone, after everything else, so nothing competes for the CPU.
run('npx nx run quality:ci --outputStyle=stream-without-prefixes');

console.log(`\nAll checks passed in ${seconds(started)} s.`);

/**
 * A CI log shows its tail: repeat each failed unit test (name, file, first lines of its error)
 * there, from the JSON every project's Vitest writes on CI (tools/vitest/shared.ts).
 */
function printUnitTestFailures() {
  if (!existsSync('tmp/vitest')) return;
  for (const file of readdirSync('tmp/vitest')) {
    const report = JSON.parse(readFileSync(`tmp/vitest/${file}`, 'utf8'));
    if (report.success) continue;
    console.error(`\nUnit tests failed in ${file.replace(/\.json$/, '')}:`);
    if (report.numFailedTests === 0)
      console.error('  no test failed: an error outside the tests (a worker, an unhandled rejection); the log above has it');
    for (const suite of report.testResults ?? []) {
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (failed.length === 0 && suite.status === 'failed') console.error(`  ${suite.name}: ${String(suite.message).slice(0, 1500)}`);
      for (const test of failed) {
        console.error(`  ✗ ${suite.name.replace(process.cwd() + '/', '')} › ${test.fullName}`);
        console.error(`    ${test.failureMessages.join('\n').split('\n').slice(0, 10).join('\n    ')}`);
      }
    }
  }
}
