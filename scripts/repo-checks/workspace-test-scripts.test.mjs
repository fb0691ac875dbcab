// `npm test -w <package>` checks one package alone: its lint, its typecheck and its own unit tests. Every package
// with code under src/ (the shell, each remote of portal-manifest, shared-ui, portal-session) has that script, so a
// new remote cannot be added without it. The root `npm test` still runs the whole suite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const { builds } = createRequire(import.meta.url)('@donation-network/portal-manifest');
const workspaces = readJson('package.json').workspaces;
const packagesWithSource = [
  ...new Set([...builds.map((build) => build.folder), ...workspaces.filter((dir) => fs.existsSync(path.join(root, dir, 'src')))]),
];

test('the shell, every remote and both shared packages are checked', () => {
  for (const dir of ['shell', 'shared-ui', 'portal-session', ...builds.map((build) => build.folder)]) {
    assert.ok(packagesWithSource.includes(dir), `${dir} is a workspace with src/`);
  }
});

for (const dir of packagesWithSource) {
  test(`${dir}: npm test -w ${dir} lints, typechecks and runs only its own unit tests`, () => {
    const script = readJson(`${dir}/package.json`).scripts?.test ?? '';
    assert.notEqual(script, '', `${dir}/package.json needs a "test" script (copy one from mfe-donor/package.json)`);
    const steps = script.split('&&').map((step) => step.trim());
    assert.ok(steps.includes('eslint .'), `${dir}: "eslint ." lints the package folder`);
    assert.ok(steps.includes('tsc --noEmit -p tsconfig.json'), `${dir}: "tsc --noEmit -p tsconfig.json" typechecks it`);
    const jest = steps.find((step) => step.startsWith('jest '));
    assert.ok(jest, `${dir}: runs jest`);
    assert.match(jest, /--config \.\.\/jest\.config\.js/, `${dir}: jest uses the root configuration`);
    assert.match(jest, /--selectProjects ui/, `${dir}: jest runs the component project, not the backend's`);
    assert.ok(jest.includes(`--testPathPatterns /${dir}/src/`), `${dir}: jest runs only tests under ${dir}/src/`);

    const tsconfig = readJson(`${dir}/tsconfig.json`);
    assert.equal(tsconfig.extends, '../tsconfig.base.json', `${dir}/tsconfig.json extends the shared compiler options`);
    assert.ok(tsconfig.include?.includes('src'), `${dir}/tsconfig.json covers src`);
  });
}
