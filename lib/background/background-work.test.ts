import { drainBackgroundWork, holdingClaim, startBackgroundWork } from './background-work';

/** A round that runs until the test lets it end, seeing the drain's signal meanwhile. */
function heldRound() {
  const round = { started: 0, stop: undefined as AbortSignal | undefined, end: () => {} };
  const run = (stop: AbortSignal) => {
    round.started += 1;
    round.stop = stop;
    return new Promise<void>((resolve) => (round.end = resolve));
  };
  return { round, run };
}

describe('the background work of a server process', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // The registry lives on globalThis for the whole process; each test drains one of its own.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.backgroundWork')];
  });
  afterEach(() => jest.useRealTimers());

  it('starts a round after the first delay, then every interval, never while one runs', async () => {
    const { round, run } = heldRound();
    startBackgroundWork(1_000, run, 100);
    await jest.advanceTimersByTimeAsync(99);
    expect(round.started).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(round.started).toBe(1);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(round.started).toBe(1);
    round.end();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(round.started).toBe(2);
  });

  it('drains by telling the round under way, waiting for it, and starting no other', async () => {
    const { round, run } = heldRound();
    const release = jest.fn(async () => undefined);
    startBackgroundWork(1_000, (stop) => holdingClaim(release, () => run(stop)), 0);
    await jest.advanceTimersByTimeAsync(0);
    let drained = false;
    void drainBackgroundWork(10_000).then(() => (drained = true));
    expect(round.stop?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(drained).toBe(false);
    round.end();
    await jest.advanceTimersByTimeAsync(0);
    expect(drained).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(round.started).toBe(1);
    // The round settled its claim itself.
    expect(release).not.toHaveBeenCalled();
  });

  it('gives back the claims a round still holds at the bound, and only those', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { run } = heldRound();
    const held = jest.fn(async () => undefined);
    const settled = jest.fn(async () => undefined);
    startBackgroundWork(
      1_000,
      async (stop) => {
        await holdingClaim(settled, async () => undefined);
        await holdingClaim(held, () => run(stop));
      },
      0,
    );
    await jest.advanceTimersByTimeAsync(0);
    const drained = drainBackgroundWork(10_000);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(held).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await drained;
    expect(held).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    expect(warned.mock.calls.flat().join(' ')).toContain('1 claim(s) given back');
    warned.mockRestore();
  });
});
