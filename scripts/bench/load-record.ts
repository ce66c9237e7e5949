import { percentiles } from './percentiles';
import { ROUTES, type Route } from './shopper-steps';

export interface RouteFigures {
  /** Requests answered or left without an answer; those still under way when the load stopped are not counted. */
  requests: number;
  /** Answers outside 2xx and 3xx. */
  failed: number;
  /** Plain forms answered 303 back to their page with an error (a limit, sold out, cart empty): no success. */
  refused: number;
  /** Answers cut off: the connection closed after the answer began (its instance died as nginx passed it on). */
  cut: number;
  /** Requests that got no answer at all: the connection failed or timed out. */
  errors: number;
  /** Milliseconds from sending to the answer's last byte, of every answer. */
  p50: number;
  p95: number;
}

interface Counts {
  milliseconds: number[];
  failed: number;
  refused: number;
  cut: number;
  errors: number;
}

/** What a mixed load's answers add up to per route. */
export class RouteTally {
  private readonly counts = new Map<Route, Counts>(
    ROUTES.map((route) => [route, { milliseconds: [], failed: 0, refused: 0, cut: 0, errors: 0 }]),
  );

  answered(route: Route, status: number, milliseconds: number, refused = false): void {
    const counts = this.counts.get(route)!;
    counts.milliseconds.push(milliseconds);
    if (status < 200 || status >= 400) counts.failed += 1;
    if (refused) counts.refused += 1;
  }

  /** A request without its whole answer: `begun` if the answer was cut off, not if none came. */
  unanswered(route: Route, begun = false): void {
    this.counts.get(route)![begun ? 'cut' : 'errors'] += 1;
  }

  figures(): Record<Route, RouteFigures> {
    return Object.fromEntries(
      [...this.counts].map(([route, { milliseconds, failed, refused, cut, errors }]) => {
        const { p50, p95 } = percentiles(milliseconds);
        return [
          route,
          { requests: milliseconds.length + cut + errors, failed, refused, cut, errors, p50, p95 },
        ];
      }),
    ) as Record<Route, RouteFigures>;
  }
}

export interface CheckoutAttempt {
  checkoutKey: string;
  /** 'placed' is a 303 to the order-placed page; otherwise the status, or no answer before the load stopped. */
  outcome: 'placed' | 'no answer' | number;
  /** Where any other redirect led (back to the checkout with its message). */
  location?: string;
  /** The same form again, after the first submit was answered 502. */
  resubmitted: boolean;
}

/** What every shopper of a load writes into. */
export interface LoadRecord {
  tally: RouteTally;
  checkouts: CheckoutAttempt[];
  /** Answers by X-Shop-Instance (the test nginx's $upstream_addr): several addresses mean nginx tried again. */
  answeredBy: Map<string, number>;
  /**
   * Requests nginx passed to more than one instance, by method: a GET whose instance died before answering, or any
   * request whose instance refused the connection (it received nothing, so a POST may go on too).
   */
  retried: { GET: number; POST: number };
  /** Requests more than one instance received (X-Shop-Instance-Sent): a GET may be, a POST never. */
  receivedTwice: { GET: number; POST: number };
}

export const newLoadRecord = (): LoadRecord => ({
  tally: new RouteTally(),
  checkouts: [],
  answeredBy: new Map(),
  retried: { GET: 0, POST: 0 },
  receivedTwice: { GET: 0, POST: 0 },
});
