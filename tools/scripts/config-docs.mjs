// The configuration reference (apps/site/CONFIGURATION.md) is generated from the site's env schema
// (apps/site/app/server/runtime/env.server.ts: each variable's `v.description` and default), between the
// `config-docs` markers; the rest of the file is written by hand. Also checks that every
// apps/<brand>/.env.example carries every variable (set or commented).
//   node tools/scripts/config-docs.mjs          check: exits 1 when the file is out of date (npm test)
//   node tools/scripts/config-docs.mjs --write  regenerate the table
// Node 24 imports the schema module directly (type stripping): it depends on valibot only.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as v from 'valibot';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaFile = 'apps/site/app/server/runtime/env.server.ts';
const docsFile = 'apps/site/CONFIGURATION.md';
const START = '<!-- config-docs:start (generated from the env schema: node tools/scripts/config-docs.mjs --write) -->';
const END = '<!-- config-docs:end -->';

const { EnvObject } = await import(pathToFileURL(path.join(root, schemaFile)).href);
const keys = Object.keys(EnvObject.entries);

/** One table row per variable: name, the default shown to readers, the meaning. */
export function configTable(entries) {
  const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const rows = Object.entries(entries).map(([key, schema]) => {
    const meaning = v.getDescription(schema);
    if (!meaning) throw new Error(`${schemaFile}: ${key} has no v.description (wrap it in documented(…))`);
    const shown = v.getMetadata(schema).shownDefault;
    const fallback = v.getDefault(schema);
    const shownDefault = shown ?? (fallback === undefined ? 'unset' : `\`${fallback}\``);
    return `| \`${key}\` | ${cell(shownDefault)} | ${cell(meaning)} |`;
  });
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

const docsPath = path.join(root, docsFile);
const current = readFileSync(docsPath, 'utf8');
const from = current.indexOf(START);
const to = current.indexOf(END);
if (from < 0 || to < from) {
  console.error(`config-docs: ${docsFile} has no ${START} … ${END} region.`);
  process.exit(1);
}
const expected = `${current.slice(0, from)}${START}\n${configTable(EnvObject.entries)}\n${current.slice(to)}`;

const problems = [];
if (process.argv.includes('--write')) {
  if (expected !== current) writeFileSync(docsPath, expected);
  console.log(`config-docs: wrote ${keys.length} variables to ${docsFile}.`);
} else if (expected !== current) {
  problems.push(`${docsFile}: the table is out of date with ${schemaFile} (run node tools/scripts/config-docs.mjs --write)`);
}

// Each brand's .env.example: `KEY=` or `# KEY=` at the start of a line.
for (const brand of readdirSync(path.join(root, 'apps'))) {
  const file = `apps/${brand}/.env.example`;
  if (!existsSync(path.join(root, file))) continue;
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const key of keys) if (!new RegExp(`^(# ?)?${key}=`, 'm').test(text)) problems.push(`${file}: no ${key}=`);
}

if (problems.length > 0) {
  console.error(`config-docs: ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`config-docs: ${docsFile} matches the ${keys.length} variables of ${schemaFile}, and every .env.example carries them.`);
