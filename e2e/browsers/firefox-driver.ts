import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { BrowserDriver } from './shopper';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// A call into a page that is being replaced can hang over BiDi; the shopper's polling asks again instead.
const CALL_MS = 5_000;
const inTime = <T>(call: Promise<T>): Promise<T> =>
  Promise.race([
    call,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${CALL_MS} ms`)), CALL_MS)),
  ]);

/**
 * Debian's Firefox ESR through WebDriver BiDi (puppeteer-core). Page scripts are switched off with the
 * `javascript.enabled` pref, as BiDi has no command for it (puppeteer's setJavaScriptEnabled fails on Firefox).
 * Clicks are input actions at a point: puppeteer's own click waits on the page in ways a form post breaks.
 */
export async function launchFirefox({ javaScript }: { javaScript: boolean }): Promise<BrowserDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Scrollbars over the page, as on phones (and in headless Chromium): a classic one would take 12 px of a
      // 390 px screen, and widths would not be the ones shoppers have.
      'ui.useOverlayScrollbars': 1,
      ...(javaScript ? {} : { 'javascript.enabled': false }),
    },
  });
  try {
    const page: Page = await browser.newPage();
    return {
      async goto(url) {
        await page.goto(url, { waitUntil: 'load' });
      },
      async setViewport(width, height) {
        await page.setViewport({ width, height });
      },
      run: <T>(expression: string) => inTime(page.evaluate(expression) as Promise<T>),
      clickAt: (x, y) => inTime(page.mouse.click(x, y)),
      type: (text) => page.keyboard.type(text),
      async screenshot(path) {
        writeFileSync(path, await page.screenshot());
      },
      async close() {
        await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
