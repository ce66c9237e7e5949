import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from '@playwright/test';

/** The two screens of issue 32's review: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
export const WIDTHS = [PHONE, DESKTOP];

/**
 * Where a review screenshot goes (test-results/ is ignored by git and kept by CI as the report's folder):
 * test-results/screenshots/<browser>/<page>-<width>.png, its folder made.
 */
export function screenshotPath(browser: string, page: string, width: number): string {
  const path = `test-results/screenshots/${browser}/${page}-${width}.png`;
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

export interface Overflow {
  pixels: number;
  elements: string[];
}

/**
 * Evaluated in the page: how far it reaches beyond the viewport's width (WCAG 1.4.10), and the outermost
 * elements that stick out, for the failure message.
 */
export const OVERFLOW_SCRIPT = `(() => {
  const root = document.documentElement;
  const elements = [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
    .filter((element, _, all) => !all.includes(element.parentElement))
    .slice(0, 5)
    .map((element) => element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 30) + '"');
  return { pixels: root.scrollWidth - root.clientWidth, elements };
})()`;

/** Nothing on the screen scrolls sideways (WCAG 1.4.10). */
export function expectNoOverflow(screen: string, width: number, { pixels, elements }: Overflow) {
  expect(pixels, `${screen} scrolls sideways at ${width} px; sticking out: ${elements.join(', ')}`).toBe(0);
}
