import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { defaultMarket, type Market } from '../i18n/market';
import type { DatabaseHandle } from '../shop/adapters/embedded/database';
import { runSeed } from '../shop/adapters/embedded/seed/run';
import { storefrontOn, useStorefrontForTests } from '../shop';
import { databaseTargets } from '../testing/databases';
import { internalPathOf } from './internal-path';
import { clearRouteCache, withTaxPeriod } from './route-cache';

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
    handle = await open();
    await runSeed(handle, { seed: 5, products: 20, replace: false });
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

  it('rewrites a request to the page of the period in force now', async () => {
    const response = await proxy(
      new NextRequest('http://ro.localhost:3100/', { headers: { host: 'ro.localhost:3100' } }),
    );
    const rewrite = new URL(response.headers.get('x-middleware-rewrite')!);
    expect(rewrite.pathname).toBe(await homeAt(romania, new Date().toISOString()));
    expect(rewrite.pathname).toMatch(/^\/ro-ro-146-gross-\d{8}$/);
  });
});
