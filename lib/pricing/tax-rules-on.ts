import type { CountryId } from '../shop/schemas';
import type { ConditionalRate, TaxRule, TaxRuleHistory } from '../shop/types';
import { isTaxCondition, type TaxCondition } from './tax-conditions';
import { rateInForce, TaxRateError, type Day } from './tax-rates';

interface DayRate {
  basisPoints: number;
  condition: TaxCondition | null;
}

/** Each country's rate of one rule on the day; a missing, unlawful or unknown-conditioned one is logged and left out. */
function ratesOn(history: TaxRuleHistory, day: Day): Map<CountryId, DayRate> {
  const rates = new Map<CountryId, DayRate>();
  for (const [country, timeline] of Object.entries(history.ratesByCountry)) {
    const what = `Tax rule ${history.id} (${history.title}) for country ${country}`;
    try {
      const { basisPoints, condition = null } = rateInForce(timeline ?? [], day, what);
      if (condition !== null && !isTaxCondition(condition)) {
        throw new TaxRateError(`${what} holds under an unknown condition ${condition}`);
      }
      rates.set(Number(country) as CountryId, { basisPoints, condition });
    } catch (error) {
      if (!(error instanceof TaxRateError)) throw error;
      console.error(error.message);
    }
  }
  return rates;
}

/**
 * The tax rules as they stand on a day. A country whose rate for the day is missing or unlawful is left out and
 * logged, so pricing anything there fails (vatRateFor) instead of charging a guessed rate. A rate under a
 * condition falls back to the default rule's rate that day when the buyer does not confirm the condition; a
 * country without that fallback is left out as well.
 */
export function taxRulesOn(histories: readonly TaxRuleHistory[], day: Day): TaxRule[] {
  const rates = new Map(histories.map((history) => [history.id, ratesOn(history, day)]));
  const standardRule = histories.find((history) => history.isDefault);
  const standard = standardRule ? rates.get(standardRule.id) : undefined;
  return histories.map((history) => {
    const rateByCountry: Partial<Record<CountryId, number>> = {};
    const conditionalByCountry: Partial<Record<CountryId, ConditionalRate>> = {};
    for (const [country, { basisPoints, condition }] of rates.get(history.id) ?? []) {
      const otherwise = standard?.get(country);
      if (condition && (!otherwise || otherwise.condition)) {
        console.error(`Tax rule ${history.id} for country ${country} has a condition but no standard rate`);
        continue;
      }
      rateByCountry[country] = basisPoints;
      if (condition && otherwise)
        conditionalByCountry[country] = { condition, otherwise: otherwise.basisPoints };
    }
    const rule = { id: history.id, title: history.title, isDefault: history.isDefault, rateByCountry };
    return Object.keys(conditionalByCountry).length > 0 ? { ...rule, conditionalByCountry } : rule;
  });
}
