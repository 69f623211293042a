// `npm test`: every check CI runs, in one command (docs/quality.md "What `npm test` runs").
//   formatting (Prettier) · dead code (knip) · lint (module boundaries included) · typecheck · unit tests · translation check · configuration docs check · GraphQL codegen check ·
//   production builds of the four brands · Playwright in Debian Chromium against local-services ·
//   the quality gates' CI subset (security headers, accessibility sweep, bad-input and fault
//   batteries, JS budget and Lighthouse), which print their tables.
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit', env: { ...process.env, NX_TUI: 'false' } });
const started = Date.now();

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
run('npx nx run-many -t lint typecheck test e2e --parallel=2 --outputStyle=stream-without-prefixes');
// The gates measure the servers: run alone, after everything else, so nothing competes for the CPU.
run('npx nx run quality:ci --outputStyle=stream-without-prefixes');

console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
