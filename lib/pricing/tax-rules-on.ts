import type { CountryId } from '../shop/schemas';
import type { TaxRule, TaxRuleHistory } from '../shop/types';
import { rateOn, TaxRateError, type Day } from './tax-rates';

/**
 * The tax rules as they stand on a day. A country whose rate for the day is missing or unlawful is left out and
 * logged, so pricing anything there fails (vatRateFor) instead of charging a guessed rate.
 */
export function taxRulesOn(histories: readonly TaxRuleHistory[], day: Day): TaxRule[] {
  return histories.map((history) => {
    const rateByCountry: Partial<Record<CountryId, number>> = {};
    for (const [country, rates] of Object.entries(history.ratesByCountry)) {
      try {
        rateByCountry[Number(country) as CountryId] = rateOn(
          rates ?? [],
          day,
          `Tax rule ${history.id} (${history.title}) for country ${country}`,
        );
      } catch (error) {
        if (!(error instanceof TaxRateError)) throw error;
        console.error(error.message);
      }
    }
    return { id: history.id, title: history.title, isDefault: history.isDefault, rateByCountry };
  });
}
