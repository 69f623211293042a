// CI check for translations (CONVENTIONS "Text and language"): the catalogs are what extraction
// produces from the code (no message added without extraction, none left over), and every
// message has a translation in de, fr and it. A missing translation fails here, not as a silent
// English fallback on the site.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const LOCALES_DIR = 'apps/site/app/locales';
const TRANSLATED = ['de', 'fr', 'it'];

const snapshot = () => Object.fromEntries(readdirSync(LOCALES_DIR).map((file) => [file, readFileSync(`${LOCALES_DIR}/${file}`, 'utf8')]));
const before = snapshot();
execSync('npx lingui extract --clean', { stdio: 'ignore' });
const after = snapshot();
const drift = Object.keys(after).filter((file) => before[file] !== after[file]);
if (drift.length > 0) {
  console.error(
    `The catalogs were out of date with the code (now extracted): ${drift.join(', ')}.\nTranslate the new messages and commit.`,
  );
  process.exit(1);
}

/** msgid → msgstr pairs of a .po file (multi-line strings joined). */
function entries(file) {
  const result = [];
  let current = null;
  let field = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const continuation = /^"(.*)"$/.exec(line);
    if (start) {
      field = start[1];
      if (field === 'msgid') {
        current = { msgid: start[2], msgstr: '' };
        result.push(current);
      } else current.msgstr = start[2];
    } else if (continuation && current && field) {
      current[field] += continuation[1];
    } else field = null;
  }
  return result.filter((entry) => entry.msgid !== '');
}

const problems = [];
for (const locale of TRANSLATED) {
  for (const entry of entries(`${LOCALES_DIR}/${locale}.po`)) {
    if (!entry.msgstr.trim()) problems.push(`${locale}: "${entry.msgid}"`);
  }
}
if (problems.length > 0) {
  console.error(`Messages without a translation:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n: catalogs match the code; ${TRANSLATED.join(', ')} complete.`);
