import { eq, sql } from 'drizzle-orm';
import { TaxRateError } from '../../pricing/tax-rates';
import { taxRulesOn } from '../../pricing/tax-rules-on';
import { databaseTargets } from '../../testing/databases';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { selectRows } from './queries/raw';
import { selectTaxRules } from './queries/stores';
import { recordRateChange } from './queries/tax-rate-writes';
import { store } from './schema';
import { AUSTRIA, GERMANY, ROMANIA, SOLAR_TAX_RULE, STANDARD_TAX_RULE } from './seed/tax-history';

describe.each(databaseTargets())('dated VAT rates on the embedded backend ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };

  const ratesOn = async (day: string) => {
    const shop = await createEmbeddedBackend(handle);
    return new Map(
      taxRulesOn(await shop.listTaxRules('de'), day).map((rule) => [rule.id, rule.rateByCountry]),
    );
  };

  beforeAll(async () => {
    handle = await open({ seed: 3, products: 40 });
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('brings a database from before dated rates up to date at start, once, and ends Austria’s 0 % configuration', async () => {
    // As such a database was: every rate open-ended since 2000, Romania at 19 %, photovoltaics at 0 % in AT/DE.
    await handle.db.execute(sql`DELETE FROM tax_rule_country`);
    await handle.db.execute(sql`INSERT INTO tax_rule_country (tax_rule_id, country_id, tax_id) VALUES
      (1, 13, 1), (1, 5, 2), (1, 146, 3), (2, 13, 4), (2, 5, 4), (2, 146, 3)`);
    const [austria] = await handle.db.select().from(store).where(eq(store.code, 'at'));
    await handle.db
      .update(store)
      .set({ localeConfig: { ...(austria!.localeConfig as object), categories_0_vat: [40, 41] } })
      .where(eq(store.code, 'at'));
    const before = taxRulesOn(await selectTaxRules(handle.db, 'de'), '2026-11-26');
    expect(before.find((rule) => rule.id === STANDARD_TAX_RULE)?.rateByCountry[ROMANIA]).toBe(1900);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const today = await ratesOn('2026-11-26');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(today.get(STANDARD_TAX_RULE)).toEqual({ [GERMANY]: 1900, [AUSTRIA]: 2000, [ROMANIA]: 2100 });
    expect(today.get(SOLAR_TAX_RULE)).toEqual({ [GERMANY]: 0, [AUSTRIA]: 2000, [ROMANIA]: 2100 });
    expect((await ratesOn('2024-06-01')).get(SOLAR_TAX_RULE)?.[AUSTRIA]).toBe(0);
    expect((await ratesOn('2025-07-31')).get(STANDARD_TAX_RULE)?.[ROMANIA]).toBe(1900);
    // A second start finds nothing to do.
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    const shop = await createEmbeddedBackend(handle);
    expect((await shop.getStore('at'))?.config.zeroVat.categoryIds).toEqual([]);
  });

  it('gives Germany’s photovoltaic 0 % its condition in a database with dated rates but none, and ends Germany’s 0 % configuration', async () => {
    await handle.db.execute(sql`UPDATE tax_rule_country SET condition = NULL`);
    const [germany] = await handle.db.select().from(store).where(eq(store.code, 'de'));
    await handle.db
      .update(store)
      .set({ localeConfig: { ...(germany!.localeConfig as object), categories_0_vat: [40, 41] } })
      .where(eq(store.code, 'de'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shop = await createEmbeddedBackend(handle);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('under the condition dwelling-photovoltaics'));
    warn.mockRestore();
    const solar = taxRulesOn(await shop.listTaxRules('de'), '2026-11-26').find(
      (rule) => rule.id === SOLAR_TAX_RULE,
    );
    expect(solar?.rateByCountry[GERMANY]).toBe(0);
    expect(solar?.conditionalByCountry).toEqual({
      [GERMANY]: { condition: 'dwelling-photovoltaics', otherwise: 1900 },
    });
    expect((await shop.getStore('de'))?.config.zeroVat.categoryIds).toEqual([]);
    // Before 2023 Germany taxed photovoltaics at 19 % without a condition.
    const before = taxRulesOn(await shop.listTaxRules('de'), '2022-06-01').find(
      (rule) => rule.id === SOLAR_TAX_RULE,
    );
    expect(before?.rateByCountry[GERMANY]).toBe(1900);
    expect(before?.conditionalByCountry).toBeUndefined();
  });

  it('records the next change for the day it takes effect and keeps an operator’s change across restarts', async () => {
    await recordRateChange(handle.db, {
      ruleId: STANDARD_TAX_RULE,
      countryId: ROMANIA,
      from: '2027-01-01',
      percent: 23,
    });
    expect((await ratesOn('2026-12-31')).get(STANDARD_TAX_RULE)?.[ROMANIA]).toBe(2100);
    expect((await ratesOn('2027-01-01')).get(STANDARD_TAX_RULE)?.[ROMANIA]).toBe(2300);
    const [tax] = await selectRows<{ title: string }>(
      handle.db,
      sql`SELECT title FROM tax_i18n ti JOIN tax t ON t.id = ti.id
        WHERE ti.locale = 'ro_RO' AND t.serialized_requirements::json->>'percent' = '23'`,
    );
    expect(tax?.title).toBe('23% TVA');
  });

  it('refuses a rate outside 0–30 % and a pair the shop does not tax, and changes nothing', async () => {
    const change = { ruleId: STANDARD_TAX_RULE, countryId: ROMANIA, from: '2028-01-01' };
    await expect(recordRateChange(handle.db, { ...change, percent: 31 })).rejects.toThrow(TaxRateError);
    await expect(recordRateChange(handle.db, { ...change, countryId: 999, percent: 20 })).rejects.toThrow(
      /no rates for country 999/,
    );
    expect((await ratesOn('2028-06-01')).get(STANDARD_TAX_RULE)?.[ROMANIA]).toBe(2300);
  });

  it('prices nothing where a rule has no rate for the day', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rates = await ratesOn('1999-12-31');
    expect(rates.get(STANDARD_TAX_RULE)).toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('has no VAT rate in force on 1999-12-31'));
    error.mockRestore();
  });
});
