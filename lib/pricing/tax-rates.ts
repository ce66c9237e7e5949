import type { DatedRate, Day } from '../shop/values';

export type { DatedRate, Day };

/** Rates above this are typing errors, not law: no EU standard rate exceeds 27 %. */
export const MAX_RATE_BASIS_POINTS = 3000;

/** Refused instead of guessing: a price or order must never carry a rate nobody recorded for its day. */
export class TaxRateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaxRateError';
  }
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(text: string): text is Day {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

// One formatter per time zone: proxy.ts asks for the day on every request, and building one is the costly part.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone: VAT follows the day of supply where the store is. */
export function dayIn(instant: Date, timeZone: string): Day {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export function shiftDay(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isLawfulRate(basisPoints: number): boolean {
  return Number.isInteger(basisPoints) && basisPoints >= 0 && basisPoints <= MAX_RATE_BASIS_POINTS;
}

/** The rate in force on a day with its condition; a day without one, or a rate outside 0–30 %, is an error. */
export function rateInForce(rates: readonly DatedRate[], day: Day, what: string): DatedRate {
  const inForce = rates.filter((rate) => rate.from <= day && (rate.to === null || day <= rate.to));
  if (inForce.length !== 1) {
    throw new TaxRateError(
      inForce.length === 0
        ? `${what} has no VAT rate in force on ${day}`
        : `${what} has ${inForce.length} VAT rates in force on ${day}`,
    );
  }
  const [rate] = inForce as [DatedRate];
  if (!isLawfulRate(rate.basisPoints)) {
    throw new TaxRateError(`${what} has a VAT rate of ${rate.basisPoints / 100} % on ${day}, outside 0–30 %`);
  }
  return rate;
}

/** The rate in force on a day, in basis points (see rateInForce). */
export function rateOn(rates: readonly DatedRate[], day: Day, what: string): number {
  return rateInForce(rates, day, what).basisPoints;
}

/**
 * The timeline after recording "from `from` on, the rate is `basisPoints`": the rate in force on that day ends the
 * day before, the new one runs until the next recorded change (or open-ended), and a rate that began on the same
 * day is replaced. Later changes already recorded stay, with their conditions; the new rate has `condition` only.
 */
export function withChange(
  rates: readonly DatedRate[],
  from: Day,
  basisPoints: number,
  condition?: string,
): DatedRate[] {
  if (!isDay(from)) throw new TaxRateError(`${from} is not a day (YYYY-MM-DD)`);
  if (!isLawfulRate(basisPoints)) {
    throw new TaxRateError(`A VAT rate of ${basisPoints / 100} % is outside 0–30 %`);
  }
  const kept = rates
    .filter((rate) => rate.from !== from)
    .map((rate) =>
      rate.from < from && (rate.to === null || rate.to >= from) ? { ...rate, to: shiftDay(from, -1) } : rate,
    );
  const next = kept
    .filter((rate) => rate.from > from)
    .reduce<Day | null>((first, rate) => (first === null || rate.from < first ? rate.from : first), null);
  const to = next === null ? null : shiftDay(next, -1);
  return [...kept, { from, to, basisPoints, ...(condition ? { condition } : {}) }].sort((a, b) =>
    a.from.localeCompare(b.from),
  );
}
