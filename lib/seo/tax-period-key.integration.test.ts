import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { defaultMarket, type Market } from '../i18n/market';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { databaseTargets } from '../testing/databases';
import { internalPathOf } from './internal-path';
import { clearRouteCache, secondsToTaxChange, withTaxPeriod } from './route-cache';

// As an operator whose CDN keys on the delivery-country cookie: the answers carry CDN-Cache-Control.
process.env.CDN_CACHE_SECONDS = '600';

/** Only the clock moves: the database and its timers keep running on real time. */
function clockAt(instant: string): void {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/**
 * Catalogue pages are cached by their internal path; the delivery country's VAT period in that path makes a
 * page priced before a rate change a different page from the one after it, from the change's midnight on.
 */
describe.each(databaseTargets())('cached pages keyed by the VAT period on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const romania = defaultMarket('ro');

  beforeAll(async () => {
    handle = await open({ seed: 5, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
    clearRouteCache();
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    clearRouteCache();
    await handle?.dispose();
  }, 30_000);

  const homeAt = async (market: Market, instant: string) =>
    internalPathOf(await withTaxPeriod(market, new Date(instant)), { kind: 'home' }, new URLSearchParams());

  it("turns into a new page at Bucharest's midnight of 1 August 2025, not a second earlier", async () => {
    const before = await homeAt(romania, '2025-07-31T20:59:59Z');
    const after = await homeAt(romania, '2025-07-31T21:00:00Z');
    expect(before).toMatch(/^\/ro-ro-146-gross-\d{8}$/);
    expect(after).toBe('/ro-ro-146-gross-20250801');
    expect(before).not.toBe(after);
    expect(await homeAt(romania, '2026-11-26T12:00:00Z')).toBe(after);
  });

  it("keys Austria's pages by the day its photovoltaic rate changed, in Vienna's time", async () => {
    const austria = defaultMarket('at');
    expect(await homeAt(austria, '2025-03-31T21:59:59Z')).not.toBe('/at-de-13-gross-20250401');
    expect(await homeAt(austria, '2025-03-31T22:00:00Z')).toBe('/at-de-13-gross-20250401');
  });

  it("counts the seconds to the next change's midnight in the store's time zone", async () => {
    expect(
      await secondsToTaxChange(romania, romania.deliveryCountryId, new Date('2025-07-31T20:50:00Z')),
    ).toBe(600);
    expect(
      await secondsToTaxChange(romania, romania.deliveryCountryId, new Date('2025-08-01T00:00:00Z')),
    ).toBeNull();
  });

  it('lets no shared cache keep a page or a feed past that midnight', async () => {
    const ask = async (path: string) =>
      (
        await proxy(
          new NextRequest(`http://ro.localhost:3100${path}`, { headers: { host: 'ro.localhost:3100' } }),
        )
      ).headers;
    try {
      clockAt('2025-07-31T20:55:00Z');
      expect((await ask('/')).get('CDN-Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=0');
      expect((await ask('/robots.txt')).get('Cache-Control')).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=0',
      );
      clockAt('2025-07-31T20:59:59.500Z');
      expect((await ask('/')).get('CDN-Cache-Control')).toBeNull();
      clockAt('2025-07-31T12:00:00Z');
      expect((await ask('/')).get('CDN-Cache-Control')).toBe(
        'public, max-age=600, stale-while-revalidate=600',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('rewrites a request to the page of the period in force now', async () => {
    const response = await proxy(
      new NextRequest('http://ro.localhost:3100/', { headers: { host: 'ro.localhost:3100' } }),
    );
    const rewrite = new URL(response.headers.get('x-middleware-rewrite')!);
    expect(rewrite.pathname).toBe(await homeAt(romania, new Date().toISOString()));
    expect(rewrite.pathname).toMatch(/^\/ro-ro-146-gross-\d{8}$/);
  });
});
