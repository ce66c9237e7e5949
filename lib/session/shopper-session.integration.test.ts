import type { DatabaseHandle } from '../adapters/embedded/database';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { databaseTargets } from '../testing/databases';
import { createSession, currentSession, sessionLifetimes } from './shopper-session';

jest.mock('server-only', () => ({}));

const HOUR = 3_600_000;

describe.each(databaseTargets())('session lifetimes on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const start = new Date('2026-11-24T08:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  beforeAll(async () => {
    handle = await open({ seed: 5, products: 10 });
    useStorefrontForTests(await storefrontOn(handle));
  }, 120_000);
  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  const reader = (value: string) => (name: string) => (name === 'sid' ? value : undefined);

  it('ends a login six hours after it was last renewed, renewing it from two thirds of its life (docs/product.md §4)', async () => {
    const { cookieValue } = await createSession('at', start, { customerId: 7, cartId: null });
    const cookie = reader(cookieValue);
    // Used within the first four hours: not renewed, so it still ends six hours after the login.
    expect(await currentSession(cookie, 'at', at(3 * HOUR))).not.toBeNull();
    expect(await currentSession(cookie, 'at', at(6 * HOUR + 1))).toBeNull();

    const second = await createSession('at', start, { customerId: 7, cartId: null });
    const renewing = reader(second.cookieValue);
    // Used after four hours: renewed for six hours from then.
    expect(await currentSession(renewing, 'at', at(5 * HOUR))).not.toBeNull();
    expect(await currentSession(renewing, 'at', at(8 * HOUR))).toMatchObject({ stored: { customerId: 7 } });
    expect(await currentSession(renewing, 'at', at(11 * HOUR + 1))).toBeNull();
  });

  it('never keeps a login past its absolute limit, however often it is used', async () => {
    const { cookieValue } = await createSession('at', start, { customerId: 8, cartId: null });
    const cookie = reader(cookieValue);
    const { absoluteMs, renewAfterMs } = sessionLifetimes.customer;
    for (let used = renewAfterMs; used < absoluteMs; used += renewAfterMs)
      expect(await currentSession(cookie, 'at', at(used))).not.toBeNull();
    expect(await currentSession(cookie, 'at', at(absoluteMs))).toBeNull();
  });

  it('keeps a guest session a month after its last use, and a session belongs to its store only', async () => {
    const { cookieValue } = await createSession('de', start);
    const cookie = reader(cookieValue);
    expect(await currentSession(cookie, 'at', at(HOUR))).toBeNull();
    expect(await currentSession(cookie, 'de', at(29 * 24 * HOUR))).not.toBeNull();
    expect(await currentSession(cookie, 'de', at(58 * 24 * HOUR))).not.toBeNull();
    expect(await currentSession(cookie, 'de', at(89 * 24 * HOUR))).toBeNull();
  });
});
