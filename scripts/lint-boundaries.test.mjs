// Proves the import boundaries of eslint.config.mjs: every forbidden import fails lint with the
// expected rule, and the imports the architecture allows pass. Each case lints a small virtual
// file placed inside the real folders (ESLint's lintText with a filePath), so resolution, the
// generated zones and the package exports maps are the real ones.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

const ZONE = 'import-x/no-restricted-paths';
const BY_NAME = 'no-restricted-imports';
const CLIMB = 'import-x/no-relative-packages';
const CYCLE = 'import-x/no-cycle';
const BOUNDARY_RULES = [ZONE, BY_NAME, CLIMB, CYCLE];

/** Lints `code` as if it were the file `file` (relative to the repo root); returns rule ids. */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.equal(result.fatalErrorCount, 0, `parse error in the case for ${file}: ${JSON.stringify(result.messages)}`);
  return result.messages;
}

async function assertRefused(file, code, expectedRules) {
  const messages = await lint(file, code);
  const rules = new Set(messages.map((m) => m.ruleId));
  for (const rule of expectedRules) {
    assert.ok(rules.has(rule), `${file}: expected ${rule} for\n${code}\ngot ${JSON.stringify(messages, null, 2)}`);
  }
}

async function assertAllowed(file, code) {
  const messages = (await lint(file, code)).filter((m) => BOUNDARY_RULES.includes(m.ruleId));
  assert.deepEqual(messages, [], `${file}: expected no boundary error for\n${code}`);
}

const use = (specifier, name = 'imported') => `import ${name} from '${specifier}';\nexport const used = [${name}];\n`;

// ----- every folder the config generates zones from -----
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const remotes = workspaces.filter((folder) => path.basename(folder).startsWith('mfe-'));

/** A real (non-test) source file under `dir`, or undefined. */
function firstSourceFile(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      return full;
    }
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const found = firstSourceFile(path.join(dir, entry.name));
      if (found) return found;
    }
  }
  return undefined;
}

function featuresOf(remote) {
  const dir = path.join(root, remote, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

/** Specifier from `fromFile` to `toFile` without extension, as a developer would write it. */
function relativeSpecifier(fromFile, toFile) {
  const rel = path.relative(path.dirname(path.join(root, fromFile)), toFile).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

test('the repository has the folders these cases rely on', () => {
  assert.ok(remotes.length >= 2, 'at least two remotes');
  for (const file of ['mfe-marketing/src/App.tsx', 'mfe-auth/src/App.tsx', 'shell/src/app/router.tsx']) {
    assert.ok(fs.existsSync(path.join(root, file)), file);
  }
});

// ----- a remote never imports another remote -----
test('a remote importing another remote by relative path fails', async () => {
  await assertRefused('mfe-auth/src/features/login/probe.ts', use('../../../../mfe-marketing/src/App'), [ZONE, CLIMB]);
});

test('a remote importing another remote by package name fails (deep and bare)', async () => {
  await assertRefused('mfe-auth/src/features/login/probe.ts', use('@donation-network/mfe-marketing/src/App'), [ZONE, BY_NAME]);
  await assertRefused('mfe-auth/src/features/login/probe.ts', use('@donation-network/mfe-marketing'), [BY_NAME]);
  await assertRefused(
    'mfe-auth/src/App.tsx',
    'import type { Props } from "@donation-network/mfe-recipient/src/App";\nexport type P = Props;\n',
    [BY_NAME],
  );
});

test('a dynamic import of another remote fails', async () => {
  await assertRefused('mfe-recipient/src/probe.ts', "export const load = () => import('../../mfe-directories/src/App');\n", [ZONE]);
});

test('every remote is fenced off from every other remote and from the shell', async () => {
  for (const remote of remotes) {
    for (const other of [...remotes.filter((r) => r !== remote), 'shell']) {
      const target = firstSourceFile(path.join(root, other, 'src'));
      const file = `${remote}/src/probe.ts`;
      await assertRefused(file, use(relativeSpecifier(file, target)), [ZONE]);
    }
  }
});

// ----- shared packages never import a remote or the shell -----
test('shared packages importing a remote or the shell fail', async () => {
  await assertRefused('shared-ui/src/probe.ts', use('../../mfe-auth/src/App'), [ZONE, CLIMB]);
  await assertRefused('portal-session/src/probe.ts', use('@donation-network/mfe-auth/src/App'), [ZONE, BY_NAME]);
  await assertRefused('portal-session/src/probe.ts', use('@donation-network/mfe-directories'), [BY_NAME]);
  await assertRefused('supabase/rules/probe.ts', use('../../shell/src/app/router'), [ZONE, CLIMB]);
  await assertRefused('shared-ui/src/probe.ts', use('@donation-network/shell'), [BY_NAME]);
});

// ----- the shell loads remotes through federation only -----
test('the shell importing a remote source fails, by path and by name', async () => {
  await assertRefused('shell/src/app/probe.ts', use('../../../mfe-marketing/src/App'), [ZONE, CLIMB]);
  await assertRefused('shell/src/app/probe.ts', use('@donation-network/mfe-marketing/src/App'), [ZONE, BY_NAME]);
  await assertRefused('shell/src/app/probe.ts', use('@donation-network/mfe-partner'), [BY_NAME]);
});

// ----- a feature never imports another feature of its remote -----
test('a feature importing another feature of the same remote fails, for every pair of features', async () => {
  let pairs = 0;
  for (const remote of remotes) {
    const features = featuresOf(remote);
    for (const feature of features) {
      for (const other of features.filter((f) => f !== feature)) {
        const target = firstSourceFile(path.join(root, remote, 'src', 'features', other));
        if (!target) continue;
        const file = `${remote}/src/features/${feature}/probe.ts`;
        await assertRefused(file, use(relativeSpecifier(file, target)), [ZONE]);
        pairs += 1;
      }
    }
  }
  assert.ok(pairs > 0, 'at least one remote has two features');
});

// ----- a remote's lib and components never import its features -----
test("a remote's src/lib or src/components importing one of its features fails, for every remote", async () => {
  let cases = 0;
  for (const remote of remotes) {
    for (const feature of featuresOf(remote)) {
      const target = firstSourceFile(path.join(root, remote, 'src', 'features', feature));
      if (!target) continue;
      for (const file of [`${remote}/src/lib/probe.ts`, `${remote}/src/components/Probe/Probe.tsx`]) {
        await assertRefused(file, use(relativeSpecifier(file, target)), [ZONE]);
        cases += 1;
      }
    }
  }
  assert.ok(cases >= remotes.length * 2, 'every remote has at least one feature to import');
});

test("a remote's features and App may import its lib and components, and lib and components each other", async () => {
  const sourceIn = (dir) => (fs.existsSync(dir) ? firstSourceFile(dir) : undefined);
  for (const remote of remotes) {
    const lib = sourceIn(path.join(root, remote, 'src', 'lib'));
    const component = sourceIn(path.join(root, remote, 'src', 'components'));
    const feature = featuresOf(remote)[0];
    for (const target of [lib, component].filter(Boolean)) {
      for (const file of [`${remote}/src/features/${feature}/probe.ts`, `${remote}/src/App.probe.tsx`]) {
        await assertAllowed(file, use(relativeSpecifier(file, target)));
      }
    }
    if (lib && component) {
      await assertAllowed(`${remote}/src/lib/probe.ts`, use(relativeSpecifier(`${remote}/src/lib/probe.ts`, component)));
      await assertAllowed(
        `${remote}/src/components/Probe/Probe.tsx`,
        use(relativeSpecifier(`${remote}/src/components/Probe/Probe.tsx`, lib)),
      );
    }
  }
});

// ----- no relative import climbs out of its package; no deep import into a package -----
test('a relative import that climbs out of the package fails', async () => {
  await assertRefused('mfe-marketing/src/features/contact/probe.ts', use('../../../../supabase/rules/text'), [CLIMB]);
  await assertRefused('mfe-auth/src/probe.ts', use('../../shared-ui/src/Button/Button'), [CLIMB]);
  await assertRefused('shared-ui/src/probe.ts', use('../../portal-session/src/roles'), [CLIMB]);
});

test("a deep import past a package's exports map fails", async () => {
  await assertRefused('mfe-auth/src/probe.ts', use('@donation-network/shared-ui/src/Button/Button'), [BY_NAME]);
  await assertRefused('mfe-marketing/src/probe.ts', use('@donation-network/shared-rules/text'), [BY_NAME]);
  await assertRefused('shell/src/probe.ts', use('@donation-network/portal-session/src/roles'), [BY_NAME]);
  await assertRefused('scripts/probe.mjs', use('@donation-network/portal-manifest/index.cjs'), [BY_NAME]);
});

// ----- tests outside packages -----
test('backend and e2e tests importing a remote or the shell fail', async () => {
  await assertRefused('supabase/tests/probe.test.ts', use('../../mfe-recipient/src/App'), [ZONE, CLIMB]);
  await assertRefused('e2e/probe.spec.ts', use('@donation-network/mfe-auth/src/App'), [ZONE, BY_NAME]);
  await assertRefused('e2e/probe.spec.ts', use('../shell/src/app/router'), [ZONE]);
});

// ----- cycles -----
test('an import cycle fails', async () => {
  // portal-session/src/index.ts re-exports ./roles; roles importing the index closes a cycle.
  assert.match(fs.readFileSync(path.join(root, 'portal-session/src/index.ts'), 'utf8'), /from '\.\/roles'/);
  await assertRefused('portal-session/src/roles.ts', "import { useSession } from './index';\nexport const used = [useSession];\n", [CYCLE]);
});

test('an import cycle through package names fails too (workspace packages are followed)', async () => {
  // mfe-marketing's contact schema imports shared-rules, whose index re-exports ./text.
  assert.match(
    fs.readFileSync(path.join(root, 'mfe-marketing/src/features/contact/contact-schema.ts'), 'utf8'),
    /from '@donation-network\/shared-rules'/,
  );
  assert.match(fs.readFileSync(path.join(root, 'supabase/rules/index.ts'), 'utf8'), /from '\.\/text'/);
  await assertRefused('supabase/rules/text.ts', use('@donation-network/mfe-marketing/src/features/contact/contact-schema'), [
    CYCLE,
    ZONE,
    BY_NAME,
  ]);
});

// ----- what the architecture allows -----
test('allowed imports pass', async () => {
  const allowed = [
    // a feature uses its remote's shared components and lib, and files inside itself
    ['mfe-auth/src/features/login/probe.tsx', use('../../components/AuthCard/AuthCard')],
    ['mfe-auth/src/features/login/probe.tsx', use('./components/LoginPage/LoginPage')],
    // a remote's own tests import its own files, App included
    ['mfe-auth/src/features/login/probe.test.tsx', use('../../App')],
    // shared packages by name, through their exports
    [
      'mfe-auth/src/probe.ts',
      "import { Button } from '@donation-network/shared-ui';\nimport { renderWithProviders } from '@donation-network/shared-ui/testing';\nimport { useSession } from '@donation-network/portal-session';\nimport { CONTACT_MESSAGE_MAX } from '@donation-network/shared-rules';\nexport const used = [Button, renderWithProviders, useSession, CONTACT_MESSAGE_MAX];\n",
    ],
    [
      'shell/src/probe.ts',
      "import { Button } from '@donation-network/shared-ui';\nimport { useSession } from '@donation-network/portal-session';\nexport const used = [Button, useSession];\n",
    ],
    [
      'shared-ui/src/probe.ts',
      "import { CONTACT_MESSAGE_MAX } from '@donation-network/shared-rules';\nexport const used = [CONTACT_MESSAGE_MAX];\n",
    ],
    [
      'supabase/tests/probe.test.ts',
      "import { CONTACT_MESSAGE_MAX } from '@donation-network/shared-rules';\nexport const used = [CONTACT_MESSAGE_MAX];\n",
    ],
    [
      'e2e/probe.spec.ts',
      "import { test } from '@playwright/test';\nimport { Button } from '@donation-network/shared-ui';\nexport const used = [test, Button];\n",
    ],
    ['scripts/probe.mjs', "import manifest from '@donation-network/portal-manifest';\nexport const used = [manifest];\n"],
  ];
  for (const [file, code] of allowed) await assertAllowed(file, code);
});
