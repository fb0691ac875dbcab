import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** The marketing home page's text module: a card text kept in code, not managed content. */
const SOURCE = path.join(ROOT, 'mfe-marketing/src/features/home/home-content.ts');
/** The card text as the source has it. */
export const HOME_CARD_TEXT = 'Every donation can save up to three lives.';

/**
 * A copy of the marketing home page's text module in `dir`, which a build or a development server of the
 * marketing remote reads instead of the real one when started with `webpackArgs` (webpack's resolve.alias
 * from the command line, the remote's own configuration otherwise): a test changes its text there and never
 * touches the source.
 */
export function marketingTextCopy(dir: string) {
  const original = readFileSync(SOURCE, 'utf8');
  if (!original.includes(`'${HOME_CARD_TEXT}'`)) {
    throw new Error(`${SOURCE} no longer has '${HOME_CARD_TEXT}': update e2e/support/marketing-text.ts`);
  }
  const file = path.join(dir, 'home-content.ts');
  writeFileSync(file, original);
  return {
    /**
     * every import of the real module (`./home-content`, `../../home-content`) resolves to the copy; without
     * webpack's persistent cache, which knows nothing of an alias given on the command line and would restore
     * the real module
     */
    webpackArgs: ['--no-cache', '--resolve-alias-name', SOURCE.replace(/\.ts$/, ''), '--resolve-alias-alias', file],
    /** the copy with `text` (no quotes in it) where the card text was */
    setCardText: (text: string) => writeFileSync(file, original.replace(`'${HOME_CARD_TEXT}'`, `'${text}'`)),
  };
}
