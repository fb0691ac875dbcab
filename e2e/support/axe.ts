import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is and expects no serious or critical
 * finding; `label` names the state checked (page, step, dialog, theme) in a failure.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Something still fading in or out (a toast, a dialog) has partial opacity, which axe reports
  // as low contrast: wait for finite animations first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.html.slice(0, 120)} (${node.failureSummary ?? ''})`).join(' | ')}`,
    );
  expect(serious, `serious or critical axe findings: ${label}`).toEqual([]);
}
