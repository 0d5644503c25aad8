import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from './designerSupport';

/**
 * Picks `text` in an antd Select (`select` is the select or an element inside it) as a person would: open it,
 * click the option, and see the select show it. A click that lands while the list is still appearing, or while
 * its options are rendered again under it, picks nothing and leaves the list open (CI runs failed so in the
 * designer's special option and the logic editor's target): the list is closed and the pick made again.
 */
export async function pickOption(page: Page, select: Locator, text: string): Promise<void> {
  const root = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  // The list opening, not one still sliding away from the select before (both are visible for a moment).
  const list = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  for (let attempt = 0; attempt < 3; attempt++) {
    await select.click({ force: true });
    await list.waitFor();
    await animationsDone(page, '.ant-select-dropdown');
    await list.locator('.ant-select-item-option', { hasText: text }).first().click();
    const picked = await expect
      .poll(() => root.innerText(), { timeout: 3_000 })
      .toContain(text)
      .then(
        () => true,
        () => false,
      );
    if (picked) return;
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' }).catch(() => {});
  }
  throw new Error(`"${text}" could not be picked`);
}
