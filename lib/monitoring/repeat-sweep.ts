import { startBackgroundWork } from '../background/background-work';
import { logError } from './log-error';

/**
 * Runs `sweep` every `everyMs` (the first time after `firstAfterMs`) as the server's background work
 * (lib/background/background-work.ts): one at a time, none once the server drains, never keeping the process
 * alive on its own. `stop` tells a sweep under way that the server drains, so it ends after the item at hand; a
 * failure is logged as `what` failed.
 */
export function repeatSweep(
  everyMs: number,
  what: string,
  sweep: (stop: AbortSignal) => Promise<unknown>,
  firstAfterMs = everyMs,
): void {
  startBackgroundWork(
    everyMs,
    (stop) =>
      Promise.resolve()
        .then(() => sweep(stop))
        .then(
          () => undefined,
          (error: unknown) => logError(`${what} failed`, error),
        ),
    firstAfterMs,
  );
}
