// One lint config for the workspace; every project's eslint.config.mjs re-exports it.
import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
// The one brand list (Node strips the file's types): each brand app is tagged scope:<brand>.
import { BRAND_IDS } from './libs/brand/src/lib/brand-config.ts';

/** Domains whose data access is a project of its own, tagged scope:<domain> (libs/account/data-access). */
const DOMAINS = ['account'];
const workspaceRoot = import.meta.dirname;

/**
 * The allowed edges of ARCHITECTURE §2, exactly: app → feature, ui, data-access, util ·
 * feature → ui, data-access, util · ui → ui, util · data-access → data-access, util ·
 * util → util · tool (local-services, e2e, quality) → util, testing · testing (the shared test
 * harness, tools/testing) → util. A feature never imports another feature.
 */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:util'] },
  // A domain's data access (scope:account) serves the whole site: shared code may use it, and it
  // uses only shared code and itself, never a brand's.
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', ...DOMAINS.map((domain) => `scope:${domain}`)] },
  ...DOMAINS.map((domain) => ({ sourceTag: `scope:${domain}`, onlyDependOnLibsWithTags: [`scope:${domain}`, 'scope:shared'] })),
  ...BRAND_IDS.map((brand) => ({
    sourceTag: `scope:${brand}`,
    onlyDependOnLibsWithTags: [`scope:${brand}`, 'scope:shared', ...DOMAINS.map((domain) => `scope:${domain}`)],
  })),
];

const configs = [
  {
    ignores: [
      '**/node_modules',
      '**/build',
      '**/dist',
      '**/.react-router',
      'tmp',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/*.po',
      '**/generated/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    // Source files only: config files (vite, vitest, eslint, react-router) are workspace tooling glue.
    // Every project's source: the apps, libs, tools (stand-ins, gates, catalogue, workspace tests) and e2e.
    files: [
      'apps/*/app/**/*.{ts,tsx}',
      'apps/*/server/**/*.ts',
      'apps/*/*.config.ts',
      'libs/*/src/**/*.{ts,tsx}',
      'libs/*/*/src/**/*.{ts,tsx}',
      'tools/*/src/**/*.{ts,tsx}',
      'tools/catalogue/.storybook/**/*.{ts,tsx}',
      'e2e/**/*.ts',
    ],
    ignores: ['**/vite.config.ts', '**/vitest.config.ts', '**/react-router.config.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: true, allow: [], depConstraints }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x only follows .js/.mjs/.cjs files: no-cycle silently saw no TS module.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['{apps,libs,tools}/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // Tests may assert what they just checked exists.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Every user-visible string goes through Lingui (CONVENTIONS "Text and language").
    files: ['apps/site/app/**/*.tsx', 'libs/*/src/**/*.tsx', 'libs/*/*/src/**/*.tsx'],
    // Tests and catalogue stories hold sample content, not product copy.
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    ...lingui.configs['flat/recommended'],
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Identifier-like strings (discriminants, option names, header values) are code, not copy.
          ignore: [
            '^[A-Z0-9_./-]+$',
            '^[a-z][\\w.:/+-]*$',
            '^[MLHVCSQTAZ][\\d\\s.,MLHVCSQTAZmlhvcsqtaz-]*$',
            '^[\\d.]+(%|px|em|rem|ms)$',
            '^#',
            '^/',
            '^(en|de|fr|it)$',
            '^text/html; charset=utf-8$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|id|key|href|to|src|type|rel|target|role|name|lang|hrefLang|charSet|content|property|tagName|targetId|aria-current|aria-labelledby|aria-hidden)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'log',
            'logEvent',
            'reportUnknownComponent',
            'useRouteLoaderData',
            '*.headers.get',
            '*.set',
            '*.append',
            'JSON.stringify',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'Headers.set', 'Headers.get'],
        },
      ],
    },
  },
  {
    // Kebab-case files and folders, enforced by lint rather than by hope (CONVENTIONS "Inside a lib").
    files: ['apps/*/app/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}', 'libs/*/*/src/**/*.{ts,tsx}', 'tools/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    // Storybook's configuration folder has a name of its own.
    ignores: ['**/.storybook/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
];

/**
 * Nx lints each project from its own folder, where a project's eslint.config.mjs re-exports this
 * file. Anchoring every config object at the workspace root keeps the path patterns above
 * (the libs, apps and e2e globs) meaning the same from any folder; without them they silently
 * match nothing (tools/workspace-rules tests this from a project folder).
 */
export default configs.map((config) => ({ basePath: workspaceRoot, ...config }));
