import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

// Issue 32: how a page sits on a phone, measured as a shopper sees it (element boxes, not class names).

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1366, height: 900 };
export const narrowest = { width: 320, height: 700 };

export type Box = { x: number; y: number; width: number; height: number };

/** The element's box once it is shown (an element a client part re-renders has none for a moment). */
export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** Whether two boxes share any area (touching edges do not). */
export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** WCAG 1.4.10: nothing on the page is wider than the screen, so nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const screen = page.viewportSize()!.width;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide on a ${screen} px screen`).toBeLessThanOrEqual(screen);
}

/** The page as a shopper would review it, `<name>-<width>.png` in `folder`. */
export async function shoot(page: Page, folder: string, name: string) {
  mkdirSync(folder, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
}

/** The text fields and buttons in `scope`: each a thumb's height, with text a phone does not zoom into. */
export async function expectThumbSizedForm(scope: Locator, minimumFields = 2) {
  const fields = scope.locator('input:visible:not([type=checkbox]):not([type=radio]):not([type=hidden])');
  expect(await fields.count()).toBeGreaterThanOrEqual(minimumFields);
  for (const field of await fields.all()) {
    const name = await field.getAttribute('name');
    expect((await boxOf(field)).height, `${name} is a thumb's height`).toBeGreaterThanOrEqual(44);
    expect(
      await field.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
      `${name} is not zoomed by the phone`,
    ).toBeGreaterThanOrEqual(16);
  }
  for (const button of await scope.getByRole('button').all())
    expect((await boxOf(button)).height, `${await button.textContent()}`).toBeGreaterThanOrEqual(44);
}
