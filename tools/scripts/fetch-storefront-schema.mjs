// Install step (`postinstall`): the Shopify Storefront API 2025-01 schema for codegen and the
// storefront stand-in. It ships in @shopify/hydrogen-react@2025.1.4 as storefront.schema.json, but
// that package cannot be a dependency (it requires React 18; TOOLCHAIN "Vendor contracts"), so
// the tarball is fetched from the npm registry into a temporary folder, the one file is taken
// out and its sha256 checked. A present file with the right hash is kept (no network).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGE = '@shopify/hydrogen-react@2025.1.4';
const SHA256 = 'b783077fd9d598b933e9fe9c7994729c69c60246e2f7944c166a1f3f69111afe';
const target = path.resolve(import.meta.dirname, '../../schemas/storefront.schema.json');

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

if (existsSync(target) && sha256(target) === SHA256) process.exit(0);

const work = mkdtempSync(path.join(tmpdir(), 'storefront-schema-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/storefront.schema.json']);
  const extracted = path.join(work, 'package/storefront.schema.json');
  const actual = sha256(extracted);
  if (actual !== SHA256) {
    console.error(`${PACKAGE} storefront.schema.json has sha256 ${actual}, expected ${SHA256}: not installed.`);
    process.exit(1);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(extracted, target);
  console.log(`Storefront API schema 2025-01 installed: ${path.relative(process.cwd(), target)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
