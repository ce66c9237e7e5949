import { logError } from './log-error';

/**
 * Runs `sweep` every `everyMs` while the server runs, one at a time per server (a slow sweep must not overlap the
 * next and outlive its claims), never keeping the process alive on its own; a failure is logged as `what` failed.
 */
export function repeatSweep(everyMs: number, what: string, sweep: () => Promise<unknown>): void {
  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => logError(`${what} failed`, error))
      .finally(() => {
        running = false;
      });
  }, everyMs).unref();
}
