import { setTimeout as sleep } from 'node:timers/promises';

export interface RequestGateOptions {
  /** Requests under way at once, over all the functions the gate wraps. */
  concurrency: number;
  /** The least time between the starts of two requests, in ms. */
  delayMs: number;
  /** Once aborted, no further request starts; the wrapped functions reject with the abort's reason. */
  signal?: AbortSignal;
}

/** Wraps a function that sends requests, so it sends them through the gate. */
export type RequestGate = <A extends unknown[], R>(
  send: (...args: A) => Promise<R>,
) => (...args: A) => Promise<R>;

/**
 * One gate for every request a report sends, the sitemaps' and the pages' (redirects too), so the shop never
 * answers more than `concurrency` of them at once nor sooner one after another than `delayMs`, however the work
 * is divided among the report's workers.
 */
export function requestGate({ concurrency, delayMs, signal }: RequestGateOptions): RequestGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  let lastStart = -Infinity;
  // Starts are taken in turn, each `delayMs` after the one before actually began (not after when it was due: a
  // busy event loop can start one late, and the next would then follow it too closely).
  let turn: Promise<void> = Promise.resolve();

  const enter = async () => {
    if (running < concurrency) running += 1;
    // A leaving request hands its place over, so `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return (send) =>
    async (...args) => {
      await enter();
      try {
        signal?.throwIfAborted();
        const mine = turn.then(async () => {
          // A timer counts from the event loop's clock, which lags behind a busy loop: it may end early.
          for (let wait = lastStart + delayMs - Date.now(); wait > 0; wait = lastStart + delayMs - Date.now())
            await sleep(wait, undefined, { signal });
          signal?.throwIfAborted();
          lastStart = Date.now();
        });
        turn = mine.catch(() => undefined);
        await mine;
        return await send(...args);
      } finally {
        leave();
      }
    };
}
