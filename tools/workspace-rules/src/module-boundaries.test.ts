import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Proves the boundaries of ARCHITECTURE §2 are enforced by lint: probe imports are linted as if
 * they were files of real projects, from the project's own folder (as `nx lint` runs ESLint, with
 * the project's eslint.config.mjs), and forbidden edges must fail with the boundaries rule.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const linters = new Map<string, ESLint>();

/** The project folder of a file: apps/x, libs/x, tools/x. */
function projectFolder(file: string): string {
  return path.join(workspaceRoot, ...file.split('/').slice(0, 2));
}

async function lint(file: string, code: string) {
  const cwd = projectFolder(file);
  if (!linters.has(cwd)) linters.set(cwd, new ESLint({ cwd }));
  const [result] = await linters.get(cwd)!.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return result?.messages ?? [];
}

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  return (await lint(file, code)).filter((message) => message.ruleId === '@nx/enforce-module-boundaries').map((message) => message.message);
}

describe('module boundaries (ARCHITECTURE §2)', () => {
  it.each([
    [
      'feature → feature',
      'libs/search/feature/src/lib/probe.ts',
      "import { SHOP_CATALOG_FEATURE } from '@mbw/shop-catalog';\nexport const probe = SHOP_CATALOG_FEATURE;\n",
      /tagged with "type:feature" can only depend on libs tagged with "type:ui", "type:data-access", "type:util"/,
    ],
    [
      'ui → data-access',
      'libs/ui/src/lib/probe.ts',
      "import { fetchLayout } from '@mbw/api-clients';\nexport const probe = fetchLayout;\n",
      /tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util"/,
    ],
    // Every feature lib renders ui, so the rule that fires first is the cycle ui → feature → ui.
    [
      'ui → feature',
      'libs/ui/src/lib/probe.ts',
      "import { useAccountViewer } from '@mbw/account';\nexport const probe = useAccountViewer;\n",
      /tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util"|Circular dependency between "ui" and "account"/,
    ],
    [
      'data-access → ui',
      'libs/api-clients/src/lib/probe.ts',
      "import { localizeHref } from '@mbw/ui';\nexport const probe = localizeHref;\n",
      /tagged with "type:data-access" can only depend on libs tagged with "type:data-access", "type:util"/,
    ],
    // api-clients uses util (allowed), so the rule that may fire first is the cycle util → data-access → util.
    [
      'util → data-access',
      'libs/util/src/lib/probe.ts',
      "import { fetchLayout } from '@mbw/api-clients';\nexport const probe = fetchLayout;\n",
      /tagged with "type:util" can only depend on libs tagged with "type:util"|Circular dependency between "util" and "api-clients"/,
    ],
    [
      'local-services → a feature',
      'tools/local-services/src/probe.ts',
      "import { SiteHeader } from '@mbw/chrome';\nexport const probe = SiteHeader;\n",
      /tagged with "type:tool" can only depend on libs tagged with "type:util"/,
    ],
    [
      'the quality gates → a feature',
      'tools/quality/src/probe.ts',
      "import { SiteHeader } from '@mbw/chrome';\nexport const probe = SiteHeader;\n",
      /tagged with "type:tool" can only depend on libs tagged with "type:util"/,
    ],
    [
      'the workspace tests → data-access',
      'tools/workspace-rules/src/probe.ts',
      "import { fetchLayout } from '@mbw/api-clients';\nexport const probe = fetchLayout;\n",
      /tagged with "type:tool" can only depend on libs tagged with "type:util"/,
    ],
    [
      'the test harness → a feature',
      'tools/testing/src/lib/probe.ts',
      "import { SiteHeader } from '@mbw/chrome';\nexport const probe = SiteHeader;\n",
      /tagged with "type:testing" can only depend on libs tagged with "type:util"/,
    ],
    [
      'the catalogue → a lib by relative path',
      'tools/catalogue/.storybook/probe.ts',
      "import { COOKIES } from '../../../libs/util/src/index';\nexport const probe = COOKIES;\n",
      /Projects cannot be imported by a relative or absolute path/,
    ],
  ])('forbids %s', async (_, file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'feature → ui, data-access, util',
      'libs/chrome/src/lib/probe.ts',
      "import { localizeHref } from '@mbw/ui';\nimport { fetchLayout } from '@mbw/api-clients';\nimport { COOKIES } from '@mbw/util';\nexport const probe = [localizeHref, fetchLayout, COOKIES];\n",
    ],
    [
      'a feature → the account data access (scope:account)',
      'libs/content-blocks/src/lib/probe.ts',
      "import { isSignedIn } from '@mbw/account-data-access';\nexport const probe = isSignedIn;\n",
    ],
    [
      'app → feature',
      'apps/site/app/probe.ts',
      "import { SiteHeader } from '@mbw/chrome';\nimport { contentBlocks } from '@mbw/content-blocks';\nexport const probe = [SiteHeader, contentBlocks];\n",
    ],
    [
      'the quality gates and e2e → the test harness and the brand list',
      'tools/quality/src/probe.ts',
      "import { startStack } from '@mbw/testing';\nimport { BRAND_IDS } from '@mbw/brand';\nexport const probe = [startStack, BRAND_IDS];\n",
    ],
    ['ui → util', 'libs/ui/src/lib/probe.ts', "import { COOKIES } from '@mbw/util';\nexport const probe = COOKIES;\n"],
    [
      'the catalogue (an app) → ui and feature',
      'tools/catalogue/.storybook/probe.ts',
      "import { SiteProvider } from '@mbw/ui';\nimport { SiteHeader } from '@mbw/chrome';\nexport const probe = [SiteProvider, SiteHeader];\n",
    ],
  ])('allows %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('lint rules that are scoped by path', () => {
  it('flag untranslated text in a lib, linted from its own folder', async () => {
    const messages = await lint('libs/chrome/src/lib/probe.tsx', 'export const Probe = () => <p>Hello world</p>;\n');
    expect(messages.map((message) => message.ruleId)).toContain('lingui/no-unlocalized-strings');
  });

  it('flag file names that are not kebab-case', async () => {
    const messages = await lint('libs/util/src/lib/SomeHelper.ts', 'export const probe = 1;\n');
    expect(messages.map((message) => message.ruleId)).toContain('check-file/filename-naming-convention');
  });
});

describe('import cycles', () => {
  // Real files: the rule follows imports on disk. import-x only follows the extensions it is told
  // about, so a config without TS extensions once left this rule on and silently blind.
  const folder = mkdtempSync(path.join(workspaceRoot, 'tools/workspace-rules/src/cycle-probe-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('flag two TS modules that import each other', async () => {
    writeFileSync(path.join(folder, 'probe-a.ts'), "import { b } from './probe-b.ts';\nexport const a = (): unknown => b;\n");
    writeFileSync(path.join(folder, 'probe-b.ts'), "import { a } from './probe-a.ts';\nexport const b = (): unknown => a;\n");
    const cwd = projectFolder('tools/workspace-rules');
    const [result] = await new ESLint({ cwd }).lintFiles([path.join(folder, 'probe-a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
