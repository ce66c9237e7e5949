import { and, eq, sql } from 'drizzle-orm';
import { TaxRateError, withChange, type DatedRate } from '../../../pricing/tax-rates';
import type { ShopDatabase } from '../database';
import { tax, taxI18n, taxRuleCountry } from '../schema';
import type { RateChange } from '../seed/tax-history';
import { seedLocales } from '../seed/texts';
import { selectRows } from './raw';

interface Period extends DatedRate {
  taxId: number;
}

async function periodsOf(db: ShopDatabase, ruleId: number, countryId: number): Promise<Period[]> {
  const rows = await selectRows<{
    tax_id: number;
    from: string;
    to: string | null;
    percent: string;
    condition: string | null;
  }>(
    db,
    sql`SELECT trc.tax_id, trc.condition, to_char(trc.valid_from, 'YYYY-MM-DD') AS "from",
          to_char(trc.valid_to, 'YYYY-MM-DD') AS "to", t.serialized_requirements::json->>'percent' AS percent
        FROM tax_rule_country trc JOIN tax t ON t.id = trc.tax_id
        WHERE trc.tax_rule_id = ${ruleId} AND trc.country_id = ${countryId}
        ORDER BY trc.valid_from, trc.position`,
  );
  if (new Set(rows.map((row) => row.from)).size !== rows.length) {
    throw new TaxRateError(
      `Tax rule ${ruleId} stacks several taxes for country ${countryId}; change its rates by hand`,
    );
  }
  return rows.map((row) => ({
    taxId: Number(row.tax_id),
    from: row.from,
    to: row.to,
    basisPoints: Math.round(Number(row.percent) * 100),
    condition: row.condition,
  }));
}

/** The percent tax of that rate, created with plain titles when the shop has none yet. */
async function taxOfPercent(db: ShopDatabase, percent: number): Promise<number> {
  const [found] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM tax WHERE type = 'PricePercentTaxType'
          AND (serialized_requirements::json->>'percent')::numeric = ${percent} ORDER BY id LIMIT 1`,
  );
  if (found) return Number(found.id);
  const [next] = await selectRows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0) + 1 AS id FROM tax`);
  const id = Number(next!.id);
  await db
    .insert(tax)
    .values({ id, type: 'PricePercentTaxType', serializedRequirements: JSON.stringify({ percent }) });
  const titles = { de: `${percent}% USt.`, ro: `${percent}% TVA`, en: `${percent}% VAT` };
  await db
    .insert(taxI18n)
    .values(seedLocales.map(([language, locale]) => ({ id, locale, title: titles[language] })));
  return id;
}

/**
 * Records that from `from` on a rule taxes deliveries into a country at `percent`: the rate in force then ends the
 * day before; changes recorded for later days stay. Only for rule and country pairs the shop already taxes.
 */
export async function recordRateChange(db: ShopDatabase, change: RateChange): Promise<DatedRate[]> {
  const periods = await periodsOf(db, change.ruleId, change.countryId);
  if (periods.length === 0) {
    throw new TaxRateError(`Tax rule ${change.ruleId} has no rates for country ${change.countryId}`);
  }
  const timeline = withChange(periods, change.from, Math.round(change.percent * 100), change.condition);
  const newTaxId = await taxOfPercent(db, change.percent);
  const pair = and(
    eq(taxRuleCountry.taxRuleId, change.ruleId),
    eq(taxRuleCountry.countryId, change.countryId),
  );
  await db.delete(taxRuleCountry).where(pair);
  await db.insert(taxRuleCountry).values(
    timeline.map((rate) => ({
      taxRuleId: change.ruleId,
      countryId: change.countryId,
      taxId:
        rate.from === change.from ? newTaxId : periods.find((period) => period.from === rate.from)!.taxId,
      validFrom: rate.from,
      validTo: rate.to,
      condition: rate.condition ?? null,
    })),
  );
  return timeline.map(({ from, to, basisPoints }) => ({ from, to, basisPoints }));
}

/** Whether the change is recorded as such: that rate under that condition (or none), beginning that day. */
export async function isRecorded(db: ShopDatabase, change: RateChange): Promise<boolean> {
  const periods = await periodsOf(db, change.ruleId, change.countryId);
  return periods.some(
    (period) =>
      period.from === change.from &&
      period.basisPoints === Math.round(change.percent * 100) &&
      (period.condition ?? null) === (change.condition ?? null),
  );
}
