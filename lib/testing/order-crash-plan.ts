import type { DatabaseTarget } from '../adapters/embedded/database';

/** A sale element the crash suite sells, with the stock it started from (what the checks compare with). */
export interface CrashGoods {
  productId: number;
  saleElementId: number;
  initialStock: number;
}

/** What one run of the crash worker does: passed as its argument, so the suite and the worker share one truth. */
export interface CrashPlan {
  target: DatabaseTarget;
  /** Seeds the buyers' choices; the suite prints it, so a failing round can be run again. */
  seed: number;
  buyers: number;
  cartId: number;
  goods: CrashGoods[];
}

/** A coupon with limits overall and per buyer, so a crash can land between counting a use and writing the order. */
export const CRASH_COUPON = { code: 'CRASH', discountGross: 500, discountNet: 417, maxUses: 25, perBuyer: 3 };

/** The webhook event of an order's payment: the worker records it, the suite replays it. */
export const paidEventId = (ref: string) => `evt_paid_${ref}`;

/** The worker's first line: what it found in the database after the restart. */
export const REPORT_PREFIX = 'order-crash-report ';
/** The worker's second line: warmed up, its buyers start now. */
export const WORKING_LINE = 'order-crash-working';
/** A line per call a buyer finished on the order port: the suite kills after a chosen number of them. */
export const STEP_LINE = 'order-crash-step';
