/** A price a sale element was sold at from `appliedFrom` until the next entry, `reduced` when announced as a reduction. */
export interface AppliedPrice {
  appliedFrom: Date;
  price: number;
  reduced: boolean;
}

/** EU Price Indication Directive Art. 6a: the look-back before a reduction, in days. */
export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * When the running reduction began, or null when the latest price announces none. A reduction deepened step by
 * step without a break keeps the start of its first step (PAngV §11 (3), PrAG §9a (3)); a step back up begins a
 * new one, judged against the lower price before it. `history` is ordered by `appliedFrom`.
 */
export function reductionStart(history: readonly AppliedPrice[]): Date | null {
  let index = history.length - 1;
  if (index < 0 || !history[index]!.reduced) return null;
  while (index > 0) {
    const earlier = history[index - 1]!;
    if (!earlier.reduced || earlier.price <= history[index]!.price) break;
    index -= 1;
  }
  return history[index]!.appliedFrom;
}

/**
 * The lowest price applied at any moment of the 30 days before `start` (the Court of Justice's Aldi Süd
 * judgment, C-330/23: the base of an announced reduction), or null when nothing was sold then.
 */
export function lowestPriceBefore(history: readonly AppliedPrice[], start: Date): number | null {
  const windowStart = start.getTime() - PRIOR_PRICE_DAYS * DAY_MS;
  let lowest: number | null = null;
  history.forEach((entry, index) => {
    const from = entry.appliedFrom.getTime();
    const until = history[index + 1]?.appliedFrom.getTime() ?? Infinity;
    const overlaps = from < start.getTime() && Math.min(until, start.getTime()) > windowStart;
    if (overlaps && (lowest === null || entry.price < lowest)) lowest = entry.price;
  });
  return lowest;
}

/**
 * The prior price a page may strike through for the latest price of `history`: the lowest of the 30 days before
 * the reduction began, and only when it is above today's price. Null means no reduction may be announced.
 */
export function priorPriceOf(history: readonly AppliedPrice[]): number | null {
  const start = reductionStart(history);
  const latest = history.at(-1);
  if (!start || !latest) return null;
  const lowest = lowestPriceBefore(history, start);
  return lowest !== null && lowest > latest.price ? lowest : null;
}

/** How far back the history is kept: more than a look-back needs, as the shop's record of prices it announced. */
export const PRICE_HISTORY_DAYS = 90;

/**
 * Entries that took effect before the moment returned may be pruned, all but the one still in force at it: no
 * later reduction looks back further, nor a running one deepened again, whose look-back is fixed by its start.
 */
export function historyKeptFrom(history: readonly AppliedPrice[], now: Date): Date {
  const start = Math.min(reductionStart(history)?.getTime() ?? Infinity, now.getTime());
  return new Date(start - PRICE_HISTORY_DAYS * DAY_MS);
}
