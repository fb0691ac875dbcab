// Money and dates have one home each (portal-session's money module, shared-ui's dates module): lint
// refuses formatting them anywhere else in the packages' sources, and the homes themselves pass.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'no-restricted-syntax';

async function ruleHits(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.equal(result.fatalErrorCount, 0, JSON.stringify(result.messages));
  return result.messages.filter((message) => message.ruleId === RULE);
}

const FORBIDDEN = [
  "export const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(15);\n",
  "export const price = Intl.NumberFormat(undefined, { style: 'currency', currency: 'INR' }).format(15);\n",
  "export const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());\n",
  'export const day = new Date().toLocaleDateString();\n',
  'export const at = (d: Date) => d.toLocaleTimeString();\n',
  "export const header = new Date().toLocaleString('en-GB');\n",
  "import { format } from 'date-fns';\nexport const day = format(new Date(), 'yyyy-MM-dd');\n",
];

for (const file of [
  'mfe-recipient/src/features/marketplace/utils/example.ts',
  'mfe-directories/src/features/dashboards/components/IntroList/example.tsx',
  'shell/src/example.ts',
  'shared-ui/src/Card/example.ts',
]) {
  test(`${file}: formatting money or dates by hand is refused`, async () => {
    for (const code of FORBIDDEN) {
      assert.ok((await ruleHits(file, code)).length > 0, `expected ${RULE} for\n${code}`);
    }
  });
}

test('the money and dates modules, relative times and numbers pass', async () => {
  assert.deepEqual(await ruleHits('portal-session/src/money/money.ts', FORBIDDEN[0]), []);
  assert.deepEqual(await ruleHits('shared-ui/src/format/dates.ts', FORBIDDEN[6]), []);
  const allowed =
    "import { formatDistanceToNow } from 'date-fns';\nexport const ago = formatDistanceToNow(new Date());\nexport const count = (1234).toLocaleString('en-US');\n";
  assert.deepEqual(await ruleHits('mfe-admin/src/features/content/example.ts', allowed), []);
});
