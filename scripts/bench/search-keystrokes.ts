import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/testing/chromium';
import { SEARCH_RESULTS_MEASURE } from '../../lib/catalog/search-limits';
import { percentiles, type Percentiles } from './percentiles';
import { SEARCH_PREFIXES, SEARCH_WORDS } from './search-texts';

const ROUNDS = 3;

/**
 * Keystroke to results in Chromium: the shopper types each text into the header's search box; the overlay's
 * own performance measure runs from its request (once the 300 ms pause after the last keystroke is over) to
 * the results on screen, so the figure is what the shopper waits after the pause.
 */
export async function keystrokeToResults(pageUrl: string): Promise<Percentiles> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const field = page.getByRole('searchbox').first();
    const measured = () =>
      page.evaluate((name) => performance.getEntriesByName(name).length, SEARCH_RESULTS_MEASURE);
    const timings: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const text of [...SEARCH_PREFIXES, ...SEARCH_WORDS]) {
        const before = await measured();
        await field.fill('');
        await field.pressSequentially(text, { delay: 20 });
        await page.waitForFunction(({ name, count }) => performance.getEntriesByName(name).length > count, {
          name: SEARCH_RESULTS_MEASURE,
          count: before,
        });
        const duration = await page.evaluate(
          (name) => performance.getEntriesByName(name).at(-1)!.duration,
          SEARCH_RESULTS_MEASURE,
        );
        // The first round loads the overlay's code and warms the server; it is not counted.
        if (round > 0) timings.push(duration);
      }
    }
    return percentiles(timings);
  } finally {
    await browser.close();
  }
}
