import type { Server } from 'node:http';

/** `error`: the service answers with its failure; `close`: connections are dropped unanswered. */
export type Outage = 'error' | 'close';

/** How a test makes a local stand-in of a remote service misbehave. */
export interface FaultSwitches {
  /** Answers wait this long (0: at once). */
  slow(delayMs: number): void;
  down(how: Outage): void;
  up(): void;
}

/**
 * The failure switches of a stand-in (the payment fakes, the fake Thelia), and its closing: the waits it is in
 * end with it, and open connections are cut, so a test's teardown never hangs on a slowed answer.
 */
export function serviceFaults() {
  let delayMs = 0;
  let outage: Outage | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const switches: FaultSwitches = {
    slow: (ms) => void (delayMs = ms),
    down: (how) => void (outage = how),
    up: () => void (outage = null),
  };
  return {
    switches,
    outage: () => outage,
    /** Waits as long as the service was slowed. */
    delay: () =>
      new Promise<void>((resolve) => {
        if (delayMs <= 0) return resolve();
        const timer = setTimeout(() => (timers.delete(timer), resolve()), delayMs);
        timers.add(timer);
      }),
    close: (server: Server) =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts listening on 127.0.0.1 (a free port unless one is given); the server's origin. */
export async function listenOnLoopback(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}
