import type { CountryId } from '../shop/schemas';
import type { TaxRuleHistory } from '../shop/types';
import { shiftDay, type Day } from './tax-rates';

/** Every day on which a VAT rate of the delivery country begins, or the day after one ends. */
function* changeDays(histories: readonly TaxRuleHistory[], deliveryCountryId: CountryId): Generator<Day> {
  for (const history of histories) {
    for (const rate of history.ratesByCountry[deliveryCountryId] ?? []) {
      yield rate.from;
      if (rate.to !== null) yield shiftDay(rate.to, 1);
    }
  }
}

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
  for (const change of changeDays(histories, deliveryCountryId)) {
    if (change <= day && (start === null || change > start)) start = change;
  }
  return start;
}

/**
 * The first day after `day` on which a VAT rate of the delivery country changes, or null when none is recorded:
 * what a shared cache may keep of a priced answer must not outlive the evening before it.
 */
export function nextTaxChange(
  histories: readonly TaxRuleHistory[],
  deliveryCountryId: CountryId,
  day: Day,
): Day | null {
  let next: Day | null = null;
  for (const change of changeDays(histories, deliveryCountryId)) {
    if (change > day && (next === null || change < next)) next = change;
  }
  return next;
}
