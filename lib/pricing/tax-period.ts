import type { CountryId } from '../shop/schemas';
import type { TaxRuleHistory } from '../shop/types';
import { shiftDay, type Day } from './tax-rates';

/**
 * The first day of the stretch of days around `day` on which no VAT rate of the delivery country changes: the
 * latest recorded start or end (the day after a rate's last day) on or before `day`, or null when none was
 * recorded. Days with the same period price alike, so a cached page keyed by it turns into a new page at the
 * change's midnight instead of when its revalidation time runs out.
 */
export function taxPeriodStart(
  histories: readonly TaxRuleHistory[],
  deliveryCountryId: CountryId,
  day: Day,
): Day | null {
  let start: Day | null = null;
  for (const history of histories) {
    for (const rate of history.ratesByCountry[deliveryCountryId] ?? []) {
      for (const boundary of [rate.from, rate.to === null ? null : shiftDay(rate.to, 1)]) {
        if (boundary !== null && boundary <= day && (start === null || boundary > start)) start = boundary;
      }
    }
  }
  return start;
}
