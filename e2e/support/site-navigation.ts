import type { Locator, Page } from '@playwright/test';

/**
 * The header's links and account buttons as the viewport shows them: the header itself at a desktop width,
 * the menu its button opens (opened here) at a phone's.
 */
export async function siteNavigation(page: Page): Promise<Locator> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    return page.getByRole('dialog', { name: 'Menu' });
  }
  return page.getByRole('banner');
}
