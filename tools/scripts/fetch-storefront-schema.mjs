// Install step (`postinstall`): the Shopify Storefront API schemas for codegen and the storefront
// stand-in. Each ships in a release of @shopify/hydrogen-react as storefront.schema.json, but that
// package cannot be a dependency (it requires React 18; TOOLCHAIN "Vendor contracts"), so the
// tarball is fetched from the npm registry into a temporary folder, the one file is taken out and
// its sha256 checked. A present file with the right hash is kept (no network).
//
// - storefront.schema.json: 2025-01, the version the spec names and the site's default
//   (SHOPIFY_STOREFRONT_API_VERSION); codegen types the documents against it.
// - storefront-newest.schema.json: the newest version published on the registry (hydrogen-react
//   2026.4.4 ships Storefront API 2026-04, its SFAPI_VERSION). `npm run codegen:check` validates
//   every document against it too, so moving to a supported version stays one setting
//   (docs/decisions/storefront-api-version.md).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCHEMAS = [
  {
    version: '2025-01',
    package: '@shopify/hydrogen-react@2025.1.4',
    sha256: 'b783077fd9d598b933e9fe9c7994729c69c60246e2f7944c166a1f3f69111afe',
    file: 'storefront.schema.json',
  },
  {
    version: '2026-04',
    package: '@shopify/hydrogen-react@2026.4.4',
    sha256: 'bee1a385d493e26eef6ecda11c8489843830a46e3581ab1d66faf8b2d7b8f5aa',
    file: 'storefront-newest.schema.json',
  },
];

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

function install(schema) {
  const target = path.resolve(import.meta.dirname, '../../schemas', schema.file);
  if (existsSync(target) && sha256(target) === schema.sha256) return;
  const work = mkdtempSync(path.join(tmpdir(), 'storefront-schema-'));
  try {
    const tarball = execFileSync('npm', ['pack', schema.package, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1);
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/storefront.schema.json']);
    const extracted = path.join(work, 'package/storefront.schema.json');
    const actual = sha256(extracted);
    if (actual !== schema.sha256) {
      console.error(`${schema.package} storefront.schema.json has sha256 ${actual}, expected ${schema.sha256}: not installed.`);
      process.exit(1);
    }
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(extracted, target);
    console.log(`Storefront API schema ${schema.version} installed: ${path.relative(process.cwd(), target)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

for (const schema of SCHEMAS) install(schema);
