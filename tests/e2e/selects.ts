import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from './designerSupport';

export type PickOptions = {
  /**
   * A multiple select's list stays open after a pick: this is clicked to close it once the pick shows (a
   * dialog's title, say: Escape would close the dialog too). Without it the list is left open.
   */
  closeBy?: Locator;
};

/**
 * Picks `text` in an antd Select (`select` is the select or an element inside it) as a person would: open it,
 * click the option, and see the select show it. A click that lands while the list is still appearing, or while
 * its options are rendered again under it, picks nothing and leaves the list open (CI runs failed so in the
 * designer's special option, the logic editor's target and the results' answer filter): the list is closed and
 * the pick made again. Every end-to-end pick in a Select goes through here.
 */
export async function pickOption(
  page: Page,
  select: Locator,
  text: string,
  { closeBy }: PickOptions = {},
): Promise<void> {
  const root = selectRoot(select);
  for (let attempt = 0; attempt < 3; attempt++) {
    const list = await openList(page, select, root);
    if (!list) continue;
    await list.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 10_000 });
    const picked = await expect
      .poll(() => root.innerText(), { timeout: 3_000 })
      .toContain(text)
      .then(
        () => true,
        () => false,
      );
    if (picked) {
      if (closeBy && (await list.isVisible())) {
        await closeBy.click({ timeout: 5_000 });
        await list.waitFor({ state: 'hidden', timeout: 5_000 });
      }
      return;
    }
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
  }
  throw new Error(`"${text}" could not be picked`);
}

/** The list a combobox controls, shown and not leaving; null before the select has one. */
const listFor = (page: Page, controls: string | null) =>
  controls
    ? page.locator(`.ant-select-dropdown:visible:not([class*="-leave"]):has([id="${controls}"])`)
    : null;

/** The antd Select at, around or (for a wrapper given) inside `select`: where the pick shows. */
const ANT_SELECT = '*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")]';
const selectRoot = (select: Locator) =>
  select.locator(`xpath=(ancestor-or-self::${ANT_SELECT}[1] | descendant::${ANT_SELECT}[1])[1]`);

/** The id of the list the select's combobox controls, or null (none yet, or no combobox). */
const controlledList = (root: Locator) =>
  root.evaluate(
    (element) => element.querySelector('[role="combobox"]')?.getAttribute('aria-controls') ?? null,
  );

/**
 * Opens the select's own list and waits out its opening motion; null when it did not open (a select still
 * sliding in with its panel takes the click where it was). The list is found through the combobox's
 * aria-controls, so another select's list still fading out, with the same texts, is never the one clicked.
 */
async function openList(page: Page, select: Locator, root: Locator): Promise<Locator | null> {
  // A multiple select's list stays open between picks: a click on the select then could close it.
  const open = listFor(page, await controlledList(root));
  if (open && (await open.isVisible())) return open;
  await select.click({ force: true });
  const controls = await expect
    .poll(() => controlledList(root), { timeout: 2_000 })
    .toBeTruthy()
    .then(
      () => controlledList(root),
      () => null,
    );
  const list = listFor(page, controls) ?? page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  const shown = await list.waitFor({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return null;
  await animationsDone(page, '.ant-select-dropdown');
  return list;
}

/** The texts of the options a select offers (those its list has rendered), read from its own list, then closed. */
export async function offeredOptions(page: Page, select: Locator): Promise<string[]> {
  const root = selectRoot(select);
  for (let attempt = 0; attempt < 3; attempt++) {
    const list = await openList(page, select, root);
    if (!list) continue;
    // The list fills in once it has measured itself: read until two reads in a row agree.
    let texts: string[] = [];
    await expect
      .poll(async () => {
        const before = texts;
        texts = await list.locator('.ant-select-item-option').allInnerTexts();
        return texts.length > 0 && texts.join('\n') === before.join('\n');
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden', timeout: 5_000 });
    return texts;
  }
  throw new Error('the list did not open');
}
