/**
 * The background work of this server process (the sweeps), so that an instance told to stop (SIGTERM)
 * starts no new round, lets the round under way end, and, should that round not end in time, gives back the
 * claims it holds: another instance then takes those jobs at once instead of after their leases. Kept on
 * globalThis: server.ts and the instrumentation Next bundles each load their own copy of this module.
 */
const WORK = Symbol.for('storefront.backgroundWork');

interface Work {
  /** Aborted when the instance drains: no round starts, and the one under way ends after its current item. */
  stop: AbortController;
  rounds: Set<Promise<void>>;
  /** How to give back each claim held at this moment. */
  claims: Set<() => Promise<unknown>>;
}

function work(): Work {
  const holder = globalThis as typeof globalThis & { [WORK]?: Work };
  holder[WORK] ??= { stop: new AbortController(), rounds: new Set(), claims: new Set() };
  return holder[WORK];
}

/** Short of the 30 s an orchestrator usually grants between SIGTERM and SIGKILL, with room for the requests. */
export const DRAIN_BOUND_MS = 10_000;

/**
 * Runs `round` every `everyMs`, the first time after `firstAfterMs`, until the instance drains: one at a time
 * (a slow round must not overlap the next and outlive its claims), never keeping the process alive on its own.
 * The round is handed the signal of the drain and must not reject.
 */
export function startBackgroundWork(
  everyMs: number,
  round: (stop: AbortSignal) => Promise<void>,
  firstAfterMs = everyMs,
): void {
  const { stop, rounds } = work();
  let running = false;
  const start = () => {
    if (running || stop.signal.aborted) return;
    running = true;
    const underWay: Promise<void> = round(stop.signal).finally(() => {
      running = false;
      rounds.delete(underWay);
    });
    rounds.add(underWay);
  };
  setTimeout(() => {
    start();
    setInterval(start, everyMs).unref();
  }, firstAfterMs).unref();
}

/**
 * Holds a claim while `job` runs, so that a drain whose bound passed can give it back with `release`. Only for a
 * claim `job` itself settles or gives back: once it ends, the claim is no longer this instance's to return.
 */
export async function holdingClaim<T>(release: () => Promise<unknown>, job: () => Promise<T>): Promise<T> {
  const { claims } = work();
  claims.add(release);
  try {
    return await job();
  } finally {
    claims.delete(release);
  }
}

/**
 * Drains the background work: no round starts any more, the rounds under way end after their current item, and
 * those still running after `boundMs` (a mail server that does not answer) have their claims given back.
 */
export async function drainBackgroundWork(boundMs = DRAIN_BOUND_MS): Promise<void> {
  const { stop, rounds, claims } = work();
  stop.abort();
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    Promise.allSettled(rounds).then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(resolve, boundMs, false))),
  ]);
  clearTimeout(timer);
  if (ended || claims.size === 0) return;
  console.warn(
    `Background work still under way after ${boundMs} ms: ${claims.size} claim(s) given back for another instance`,
  );
  await Promise.allSettled([...claims].map((release) => release()));
}
