// `npm test`: every check CI runs, in one command (docs/quality.md "What `npm test` runs").
//   formatting (Prettier) · dead code (knip) · lint (module boundaries included) · typecheck · unit tests · translation check · configuration docs check · GraphQL codegen check ·
//   production builds of the four brands and the catalogue · Playwright in Debian Chromium against local-services (beside lint, types and unit tests) ·
//   the quality gates' CI subset (security headers, accessibility sweep, bad-input and fault
//   batteries, JS budget and Lighthouse), which print their tables.
import { execSync, spawn } from 'node:child_process';
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
// Redis for the shared rate-limit tests (apps/site scale-out); where it cannot be installed they are skipped, and this says so.
run('node tools/scripts/ensure-redis.mjs');
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
// Beside the builds: local-services seeds the browser suite's database and draws the media
// library's pictures (issue 30), so the suite's first pages find them on disk instead of waiting
// for them (tools/local-services/README.md "Media library").
const pictures = runConcurrently('node tools/local-services/src/main.ts --draw-pictures --db tmp/e2e/local-services.sqlite', false);
// The production builds the browsers test (the e2e target's dependencies), first, two at a time.
run('npx nx run-many -t build -p group technologies sensor welding-tools catalogue --parallel=2 --outputStyle=stream-without-prefixes');
if (!(await pictures)) throw new Error('Failed: drawing the media pictures (local-services --draw-pictures).');
// Then the browser suite and the static checks side by side. Run one after the other (one Nx run
// that started the suite after every lint, type and unit task), a CI run idled: the suite leaves
// part of the two cores free (pages waiting on servers, the one-at-a-time fault tests at its end),
// and lint, types and unit tests fill it, one task at a time. Their output is held until they end,
// so the suite's log reads in order. When they pass, the gates that do not measure time
// (accessibility, security, robustness; each on a stack of its own ports) take their place beside
// the suite's last minutes: the suite's timing checks are in the perf gate, which runs alone.
const [suite, lane] = await Promise.all([
  runConcurrently('npx playwright test -c e2e/playwright.config.ts', true),
  (async () => {
    const checks = await runConcurrently(
      [
        'npx nx run-many -t lint test --parallel=1 --outputStyle=stream-without-prefixes',
        // Types: the Node-only tools with their own settings, then every app and lib as one program
        // (tsconfig.check.json says why; `nx affected -t typecheck` still has a target per project).
        'npx nx run-many -t typecheck -p tag:type:tool tag:type:testing --parallel=1 --outputStyle=stream-without-prefixes',
        'npx tsc -p tsconfig.check.json',
      ].join(' && '),
      false,
    );
    if (!checks) return { checks, gates: false };
    return { checks, gates: await runConcurrently('npx nx run quality:ci --side-only --outputStyle=stream-without-prefixes', false) };
  })(),
]);
if (!lane.checks) printUnitTestFailures();
if (!suite || !lane.checks || !lane.gates)
  throw new Error(
    `Failed: ${[
      suite ? '' : 'the browser suite (e2e)',
      lane.checks ? '' : 'lint, types or unit tests',
      !lane.checks || lane.gates ? '' : 'the accessibility, security or robustness gate',
    ]
      .filter(Boolean)
      .join(' and ')}.`,
  );
// The gates that measure time (first-load JS, Lighthouse, the add-to-cart timing): alone, after
// everything else, so nothing competes for the CPU.
run('npx nx run quality:ci --perf-only --outputStyle=stream-without-prefixes');

console.log(`\nAll checks passed in ${seconds(started)} s.`);

/** Runs a command beside another; its output streamed (`live`) or printed whole when it ends. Resolves whether it passed. */
function runConcurrently(command, live) {
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NX_TUI: 'false' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!live) process.stdout.write(Buffer.concat(output));
      console.log(
        `\n[npm test] ${command.slice(0, 80)}: ${seconds(stepStarted)} s, ${code === 0 ? 'passed' : 'FAILED'} (${seconds(started)} s so far)\n`,
      );
      resolve(code === 0);
    });
  });
}

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
