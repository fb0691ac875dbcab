import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PUBLIC_PAGES } from './support/public-pages';
import { sliceTagOf } from './support/tags';

// Every public page: its main heading and a key text, a document title and a meta description of its own,
// headings in order, and no serious or critical axe finding.
for (const { path, heading, text } of PUBLIC_PAGES) {
  test(
    `${path}: key texts, title and description, ordered headings, no serious axe violations`,
    { tag: [sliceTagOf(path)] },
    async ({ page, baseUrl }) => {
      await page.goto(`${baseUrl}${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(main.getByText(text).first()).toBeVisible();
      // managed content arrives after the first paint; let it settle before judging the page
      await page.waitForLoadState('networkidle');

      expect(await page.title()).toMatch(/Donation Network$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\w{3,}.*\w{3,}/);

      const levels = await page
        .locator('main h1, main h2, main h3, main h4, main h5, main h6')
        .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => Number(node.tagName[1])));
      expect(levels[0]).toBe(1);
      const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1] + 1);
      expect(skips, `heading levels ${levels.join(',')}`).toEqual([]);

      await expectNoSeriousA11yViolations(page, path);
    },
  );
}

test(
  'home: the mission and community cards fill their row on a desktop and stack on a phone',
  { tag: ['@marketing'] },
  async ({ page, baseUrl }) => {
    // each card's box, by the section its heading names
    const cardBoxes = (name: string) =>
      page.getByRole('region', { name }).evaluate((section) => {
        const grid = [...section.querySelectorAll('div')].find((element) => getComputedStyle(element).display === 'grid')!;
        const row = grid.getBoundingClientRect();
        return {
          row: { left: row.left, right: row.right },
          cards: [...grid.children].map((card) => card.getBoundingClientRect()).map(({ left, right, top }) => ({ left, right, top })),
        };
      });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/`);
    for (const name of ['Our Mission', 'Join the Community']) {
      const { row, cards } = await cardBoxes(name);
      expect(new Set(cards.map((card) => Math.round(card.top))).size, `${name}: one row`).toBe(1);
      expect(cards.at(-1)!.right, `${name}: no empty columns beside the cards`).toBeCloseTo(row.right, 0);
    }

    await page.setViewportSize({ width: 375, height: 800 });
    for (const name of ['Our Mission', 'Join the Community']) {
      const { row, cards } = await cardBoxes(name);
      for (const card of cards) expect(card.right - card.left, `${name}: full-width cards`).toBeCloseTo(row.right - row.left, 0);
    }
  },
);
