// Every variable of the site's env schema (apps/site/app/server/runtime/env.server.ts) is documented: a row of
// docs/configuration.md's tables names it, and every apps/<brand>/.env.example carries it (set or
// commented). Exits 1 with the list of what is missing. Reads the schema's text, not the module, so
// it needs no build: the keys are the `NAME: v.…` entries of the `EnvObject` object.
//   node tools/scripts/check-config-docs.mjs
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

const schemaFile = 'apps/site/app/server/runtime/env.server.ts';
const schema = read(schemaFile);
const objectStart = schema.indexOf('const EnvObject = v.object({');
const objectEnd = schema.indexOf('\n});', objectStart);
if (objectStart < 0 || objectEnd < 0) {
  console.error(`check-config-docs: no \`const EnvObject = v.object({ … });\` in ${schemaFile}; update this script.`);
  process.exit(1);
}
const keys = [...schema.slice(objectStart, objectEnd).matchAll(/^\s+([A-Z][A-Z0-9_]*)\s*:\s*v\./gm)].map((match) => match[1]);
if (keys.length === 0) {
  console.error(`check-config-docs: found no variables in ${schemaFile}'s EnvObject; update this script.`);
  process.exit(1);
}

const problems = [];

// A table row of docs/configuration.md that names the variable in its first cell.
const docsFile = 'docs/configuration.md';
const documented = new Set(
  read(docsFile)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1])),
);
for (const key of keys) if (!documented.has(key)) problems.push(`${docsFile}: no table row for ${key}`);

// Each brand's .env.example: `KEY=` or `# KEY=` at the start of a line.
for (const brand of readdirSync(path.join(root, 'apps'))) {
  const file = `apps/${brand}/.env.example`;
  if (!existsSync(path.join(root, file))) continue;
  const text = read(file);
  for (const key of keys) if (!new RegExp(`^(# ?)?${key}=`, 'm').test(text)) problems.push(`${file}: no ${key}=`);
}

if (problems.length > 0) {
  console.error(`check-config-docs: ${problems.length} variable(s) of ${schemaFile} not documented:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`check-config-docs: all ${keys.length} variables of ${schemaFile} are in ${docsFile} and every .env.example.`);
