import { withChange, type DatedRate, type Day } from '../../../pricing/tax-rates';

export const STANDARD_TAX_RULE = 1;
export const SOLAR_TAX_RULE = 2;
export const AUSTRIA = 13;
export const GERMANY = 5;
export const ROMANIA = 146;

/** "From this day on, this rule taxes deliveries into this country at this percent." */
export interface RateChange {
  ruleId: number;
  countryId: number;
  from: Day;
  percent: number;
  /** The condition the rate holds under (lib/pricing/tax-conditions.ts), when it has one. */
  condition?: string;
}

// Rates before the first change recorded here are dated from this day.
const SINCE = '2000-01-01';

/** The rates the demo shop has been subject to, in the order they took effect per rule and country. */
export const recordedRateChanges: readonly RateChange[] = [
  { ruleId: STANDARD_TAX_RULE, countryId: AUSTRIA, from: SINCE, percent: 20 },
  { ruleId: STANDARD_TAX_RULE, countryId: GERMANY, from: SINCE, percent: 19 },
  { ruleId: STANDARD_TAX_RULE, countryId: ROMANIA, from: SINCE, percent: 19 },
  // Romania, Law 141/2025: the standard rate rose to 21 %, and solar panels lost their reduced rate.
  { ruleId: STANDARD_TAX_RULE, countryId: ROMANIA, from: '2025-08-01', percent: 21 },
  { ruleId: SOLAR_TAX_RULE, countryId: AUSTRIA, from: SINCE, percent: 20 },
  // Austria, § 28 Abs. 62 UStG: photovoltaic modules at 0 % from 2024, ended early on 31 March 2025.
  { ruleId: SOLAR_TAX_RULE, countryId: AUSTRIA, from: '2024-01-01', percent: 0 },
  { ruleId: SOLAR_TAX_RULE, countryId: AUSTRIA, from: '2025-04-01', percent: 20 },
  { ruleId: SOLAR_TAX_RULE, countryId: GERMANY, from: SINCE, percent: 19 },
  // Germany, § 12 Abs. 3 UStG: photovoltaics at 0 % since 2023, for installations on or near a dwelling only.
  {
    ruleId: SOLAR_TAX_RULE,
    countryId: GERMANY,
    from: '2023-01-01',
    percent: 0,
    condition: 'dwelling-photovoltaics',
  },
  { ruleId: SOLAR_TAX_RULE, countryId: ROMANIA, from: SINCE, percent: 19 },
  { ruleId: SOLAR_TAX_RULE, countryId: ROMANIA, from: '2025-08-01', percent: 21 },
];

/** Each rule and country's dated rates after the given changes, applied in order. */
export function timelines(changes: readonly RateChange[]): Map<string, DatedRate[]> {
  const byPair = new Map<string, DatedRate[]>();
  for (const change of changes) {
    const key = `${change.ruleId}:${change.countryId}`;
    byPair.set(
      key,
      withChange(byPair.get(key) ?? [], change.from, Math.round(change.percent * 100), change.condition),
    );
  }
  return byPair;
}
