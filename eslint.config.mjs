// Lint for the whole monorepo: code quality (ESLint, typescript-eslint, react-hooks, jsx-a11y)
// and the architecture's import boundaries (import-x), so the structure enforces itself:
//   shared packages -> remotes -> shell (through Module Federation only);
//   no remote imports another remote; no feature imports another feature of its remote;
//   a remote's src/lib and src/components never import its src/features;
//   no import cycles (lint skips type-only imports: scripts/repo-checks/import-cycles.test.mjs
//   covers those); no relative import that climbs out of its package; no deep import into a
//   package past its `exports` map.
// The boundary zones are generated from the folders that exist, so a new remote (`mfe-*`
// workspace) or a new feature (`src/features/<name>`) is covered without editing this file.
// scripts/lint-boundaries.test.mjs proves every rule with forbidden and allowed imports.
// Not type-aware on purpose: the whole run must stay well under a minute on two cores.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const isDir = (dir) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

// ---------------------------------------------------------------------------------------------
// The workspaces, read from the root package.json, sorted into their architectural roles.
// ---------------------------------------------------------------------------------------------
const workspaces = readJson('package.json').workspaces.map((folder) => ({
  folder,
  name: readJson(`${folder}/package.json`).name,
  exports: readJson(`${folder}/package.json`).exports,
}));
const remotes = workspaces.filter((w) => w.folder.startsWith('mfe-'));
const shell = workspaces.filter((w) => w.folder === 'shell');
const apps = [...remotes, ...shell];
const sharedPackages = workspaces.filter((w) => !apps.includes(w));
const srcGlobs = (list) => list.map((w) => `${w.folder}/**`);

/** `src/features/<name>` folders of one remote, read from disk. */
function featuresOf(remote) {
  const dir = path.join(root, remote.folder, 'src', 'features');
  if (!isDir(dir)) return [];
  return fs.readdirSync(dir).filter((entry) => isDir(path.join(dir, entry)));
}

// ---------------------------------------------------------------------------------------------
// import-x/no-restricted-paths zones: checked on the resolved file, so they catch a relative
// path and a package-name import (the workspaces are symlinked in node_modules) alike.
// ---------------------------------------------------------------------------------------------
const zones = [
  // A remote never imports another remote or the shell.
  ...remotes.map((remote) => ({
    target: remote.folder,
    from: apps.filter((other) => other !== remote).map((other) => other.folder),
    message: `A remote never imports another remote or the shell: link to its route, or move what both need into a shared package.`,
  })),
  // Shared packages never import a remote or the shell.
  ...sharedPackages.map((pkg) => ({
    target: pkg.folder,
    from: apps.map((app) => app.folder),
    message: `${pkg.name} is a shared package: it never imports a remote or the shell (dependencies flow shared -> remotes -> shell).`,
  })),
  // The shell never imports a remote's source: it loads remotes through Module Federation.
  ...shell.map((app) => ({
    target: app.folder,
    from: remotes.map((remote) => remote.folder),
    message: 'The shell loads remotes through Module Federation only (loadRemote), never by import.',
  })),
  // Tests outside the packages (backend contract, e2e) may use shared packages, never app source.
  {
    target: ['supabase/tests', 'e2e'],
    from: apps.map((app) => app.folder),
    message: 'Backend and e2e tests may import shared packages by name, never a remote or the shell.',
  },
  // Inside a remote, a feature never imports another feature of the same remote.
  ...remotes.flatMap((remote) =>
    featuresOf(remote).map((feature) => ({
      target: `${remote.folder}/src/features/${feature}`,
      from: `${remote.folder}/src/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: move what both need to ${remote.folder}/src/lib/ or src/components/, or to a shared package.`,
    })),
  ),
  // Inside a remote, its lib and components serve the features and never import one: code a
  // feature and the remote's shared parts both need moves down into lib or components.
  ...remotes.flatMap((remote) =>
    ['lib', 'components'].map((layer) => ({
      target: `${remote.folder}/src/${layer}`,
      from: `${remote.folder}/src/features`,
      message: `${remote.folder}/src/${layer}/ is shared by the remote's features and never imports one: move what it needs from the feature into src/lib/ or src/components/.`,
    })),
  ),
];

// ---------------------------------------------------------------------------------------------
// no-restricted-imports: package names. An app's package name never resolves to an entry
// (remotes and the shell have no `main`/`exports`), so the zones alone would miss
// `import x from '@donation-network/mfe-auth'`; and a shared package is imported only through its `exports` map.
// ---------------------------------------------------------------------------------------------
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const deepImportGroups = sharedPackages.map((pkg) => {
  const subpaths = Object.keys(pkg.exports ?? {})
    .filter((key) => key !== '.')
    .map((key) => key.replace(/^\.\//, ''));
  const allowed = [pkg.name, ...subpaths.map((s) => `${pkg.name}/${s}`)].join(', ');
  const except = subpaths.map((s) => `(?!${escape(s)}$)`).join('');
  return {
    regex: `^${escape(pkg.name)}/${except}.+`,
    message: `Import ${pkg.name} only through its exports (${allowed}), never its internals.`,
  };
});
const restrictedImports = (extraPatterns = []) => ['error', { patterns: [...extraPatterns, ...deepImportGroups] }];
const noAppByName = {
  regex: `^(?:${apps.map((app) => escape(app.name)).join('|')})(?:/.*)?$`,
  message:
    'Remotes and the shell are never imported by package name: remotes are loaded through Module Federation, and code both sides need belongs in a shared package.',
};

const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
const jsFiles = ['**/*.{js,mjs,cjs}'];
// Browser code: every package's src/ (apps, portal-data, shared-ui, portal-session); shared-rules is plain
// TypeScript used by browsers and Node tests alike, so it gets no environment's globals.
const browserSrc = workspaces.map((w) => `${w.folder}/src/**`);

// ---------------------------------------------------------------------------------------------
// no-restricted-syntax: formatting that has one home (scripts/repo-checks/formatting-rules.test.mjs).
// ---------------------------------------------------------------------------------------------
const MONEY_MESSAGE = "Format prices with portal-session's formatMoney / formatPrice / usePriceFormatter.";
const DATE_MESSAGE = "Format dates with shared-ui's formatDate / formatDateTime ('dd MMM yyyy', 'dd MMM yyyy, HH:mm').";
const FORMATTING_RESTRICTIONS = [
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']", message: MONEY_MESSAGE },
  { selector: "CallExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']", message: MONEY_MESSAGE },
  { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: DATE_MESSAGE },
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]', message: DATE_MESSAGE },
  {
    selector: "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
    message: DATE_MESSAGE,
  },
  {
    selector:
      'ImportDeclaration[source.value=/^date-fns/] > ImportSpecifier[imported.name=/^(format|formatISO9075|lightFormat|intlFormat)$/]',
    message: DATE_MESSAGE,
  },
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/.data/',
    '**/.data-*/',
    '**/node_modules/',
    'test-results/',
    'playwright-report/',
    'e2e/report/',
    'patches/',
    'supabase/.temp/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [...tsFiles, '**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The repository's convention for a deliberately unused binding: a leading underscore
    // (a typed mock parameter, a property dropped by destructuring, a counted loop variable).
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    // `interface DefaultTheme extends PortalTheme {}` is how a module augmentation (declaration
    // merging) extends a library's interface; a type alias cannot merge.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    // Playwright reads a fixture's first parameter and requires an object pattern, `{}` when it needs no fixture.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },

  // ----- globals per area -----
  {
    files: browserSrc,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.ts', 'supabase/tests/**', '**/testing/**', '**/test-utils.tsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: [
      'scripts/**',
      'e2e/**',
      '**/webpack.config.js',
      'webpack.shared.js',
      'jest.config.js',
      '*.mjs',
      'portal-manifest/**',
      'shell/server/**',
      'build-support/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // the server's inline page script: it is serialised into the page and runs in the browser
    files: ['shell/server/page-islands.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'webpack.shared.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS files: require() is their module system, not a stray legacy import.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // ----- import boundaries -----
  {
    files: [...tsFiles, ...jsFiles],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: path.join(root, 'tsconfig.json') }),
        createNodeResolver(),
      ],
      // workspace packages are ours: no-cycle follows them (ignoreExternal skips only real dependencies)
      'import-x/internal-regex': `^(?:${workspaces.map((w) => escape(w.name)).join('|')})(?:/|$)`,
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-imports': restrictedImports(),
    },
  },
  {
    // Apps, shared packages and the tests outside packages never name a remote or the shell.
    files: [...srcGlobs(workspaces).map((g) => g.replace(/\*\*$/, '**/*.{ts,tsx,js,mjs,cjs}')), 'supabase/tests/**', 'e2e/**'],
    rules: { 'no-restricted-imports': restrictedImports([noAppByName]) },
  },

  {
    // Money and dates are formatted in one place each (portal-session's money module, shared-ui's dates
    // module), so every price follows the charging rule and every date the product's two formats.
    files: [...apps, ...sharedPackages].map((w) => `${w.folder}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'portal-session/src/money/money.ts', 'shared-ui/src/format/dates.ts'],
    rules: { 'no-restricted-syntax': ['error', ...FORMATTING_RESTRICTIONS] },
  },

  prettier,
);
