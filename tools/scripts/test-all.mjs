// `npm test`: every check CI runs, in one command (README "Run every test").
//   lint (module boundaries included) · typecheck · unit tests · translation check · GraphQL codegen check ·
//   production builds of the four brands · Playwright in Debian Chromium against local-services ·
//   the quality gates' CI subset (security headers, accessibility sweep, bad-input and fault
//   batteries, JS budget and Lighthouse), which print their tables.
import { execSync, spawn } from 'node:child_process';

const env = { ...process.env, NX_TUI: 'false' };
const run = (command) => execSync(command, { stdio: 'inherit', env });
const started = Date.now();

/**
 * Runs a command beside another; its output is kept and printed once it ends, so the two logs do
 * not interleave line by line. Resolves to the exit code.
 */
function runBeside(command) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n----- ${command} (exit ${code}) -----\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? 1);
    });
  });
}

/** Runs a command with its output streamed; resolves to the exit code. */
function runStreamed(command) {
  return new Promise((resolve) => {
    spawn(command, { shell: true, env, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
  });
}

run('node tools/scripts/ensure-chromium.mjs');
run('node tools/scripts/check-i18n.mjs');
// GraphQL documents still match their schemas, and the committed types are what codegen writes.
run('npm run --silent codegen:check');
// The production builds first (the four brands, the catalogue): Playwright needs them, and it is
// the longest task. Then Playwright starts at once, with lint, typecheck and the unit tests one at a
// time beside it. (One `run-many` over all four targets ran those before the e2e task for minutes:
// Nx reported 4 of 17 minutes as recoverable.)
run('npx nx run-many -t build --parallel=2 --outputStyle=stream-without-prefixes');
const [e2e, checks] = await Promise.all([
  runStreamed('npx nx run e2e:e2e --outputStyle=stream-without-prefixes'),
  runBeside('npx nx run-many -t lint typecheck test --parallel=1 --outputStyle=stream-without-prefixes'),
]);
if (e2e !== 0 || checks !== 0) {
  console.error(`\nFailed: ${[e2e !== 0 ? 'e2e' : '', checks !== 0 ? 'lint/typecheck/test' : ''].filter(Boolean).join(' and ')}.`);
  process.exit(1);
}
// The gates measure the servers: run alone, after everything else, so nothing competes for the CPU.
run('npx nx run quality:ci --outputStyle=stream-without-prefixes');

console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
