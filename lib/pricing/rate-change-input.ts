import { isDay, isLawfulRate, TaxRateError, type Day } from './tax-rates';

export interface RateChangeInput {
  /** ISO 3166 alpha-2, upper case. */
  country: string;
  /** A tax rule id, or null for the default rule ("standard"). */
  ruleId: number | null;
  percent: number;
  from: Day;
}

/**
 * `npm run tax:set -- RO standard 21 --from 2025-08-01` read into a change, or a refusal that says what is wrong:
 * a rate takes effect on a day, and is between 0 and 30 % with at most two decimals.
 */
export function readRateChange(positionals: readonly string[], from: string | undefined): RateChangeInput {
  const [country, rule, percentText, ...rest] = positionals;
  if (!country || !rule || !percentText || rest.length > 0) {
    throw new TaxRateError(
      'Give a country, a rule and a percent: tax:set -- RO standard 21 --from 2025-08-01',
    );
  }
  if (!/^[A-Za-z]{2}$/.test(country)) throw new TaxRateError(`${country} is not a country code like RO`);
  if (rule !== 'standard' && !/^\d+$/.test(rule)) {
    throw new TaxRateError(`${rule} is neither "standard" nor a tax rule id`);
  }
  if (!/^\d+(\.\d{1,2})?$/.test(percentText))
    throw new TaxRateError(`${percentText} is not a percent like 21`);
  const percent = Number(percentText);
  if (!isLawfulRate(Math.round(percent * 100))) throw new TaxRateError(`${percent} % is outside 0–30 %`);
  if (!from || !isDay(from)) throw new TaxRateError('Give the day it takes effect: --from YYYY-MM-DD');
  return {
    country: country.toUpperCase(),
    ruleId: rule === 'standard' ? null : Number(rule),
    percent,
    from,
  };
}
