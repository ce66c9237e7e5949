import { and, asc, eq } from 'drizzle-orm';
import { contentLocaleOf } from '../../../shop/languages';
import { localeConfigSchema } from '../../../shop/locale-config';
import { countryIdSchema, languageCodeSchema, storeCodeSchema } from '../../../shop/schemas';
import type { Country, CountryId, LanguageCode, SalesBar, Store, TaxRuleHistory } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import {
  country,
  countryI18n,
  currency,
  moduleConfig,
  store,
  tax,
  taxRule,
  taxRuleCountry,
  taxRuleI18n,
} from '../schema';
import { translated } from './joins';

/** Thelia's numeric(12,6) rate as an integer count of millionths, so money maths never touches floats. */
export function rateToMillionths(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number.parseInt(whole, 10) * 1_000_000 + Number.parseInt(fraction.padEnd(6, '0').slice(0, 6), 10);
}

export async function selectStores(db: ShopDatabase): Promise<Store[]> {
  const rows = await db
    .select({ store, currency })
    .from(store)
    .innerJoin(currency, eq(currency.id, store.currencyId))
    .orderBy(asc(store.code));
  return rows.map(({ store: row, currency: cur }) => {
    const config = localeConfigSchema.parse(row.localeConfig);
    return {
      code: storeCodeSchema.parse(row.code),
      countryId: countryIdSchema.parse(row.countryId),
      language: languageCodeSchema.parse(row.contentLocale.slice(0, 2)),
      formatLocale: row.langLocale.replace('_', '-'),
      currency: { code: cur.code, symbol: cur.symbol, ratePerMillion: rateToMillionths(cur.rate) },
      isDefault: row.isDefault,
      info: {
        phone: row.phone,
        email: row.email,
        supportTime: row.supportTime,
        supportTimeMonThu: row.supportTimeMoTh,
        address: row.address1,
        city: row.city,
        zipcode: row.zipcode,
      },
      config,
    };
  });
}

/** The visible countries in a language (their VAT is the tax rules' business, by day). */
export async function selectCountries(db: ShopDatabase, language: LanguageCode): Promise<Country[]> {
  const locale = contentLocaleOf(language);
  const rows = await db
    .select({ id: country.id, isoAlpha2: country.isoalpha2, title: countryI18n.title })
    .from(country)
    .innerJoin(countryI18n, translated(countryI18n, country.id, locale))
    .where(eq(country.visible, true))
    .orderBy(asc(countryI18n.title));
  return rows.map((row) => ({ ...row, id: countryIdSchema.parse(row.id) }));
}

/** A tax without a readable percent becomes NaN, which the pricing refuses rather than reading as 0 %. */
function percentToBasisPoints(serialized: string): number {
  return Math.round(Number((JSON.parse(serialized) as { percent?: unknown }).percent) * 100);
}

export async function selectTaxRules(db: ShopDatabase, language: LanguageCode): Promise<TaxRuleHistory[]> {
  const rows = await db
    .select({
      ruleId: taxRuleCountry.taxRuleId,
      title: taxRuleI18n.title,
      isDefault: taxRule.isDefault,
      countryId: taxRuleCountry.countryId,
      requirements: tax.serializedRequirements,
      from: taxRuleCountry.validFrom,
      to: taxRuleCountry.validTo,
      condition: taxRuleCountry.condition,
    })
    .from(taxRuleCountry)
    .innerJoin(tax, eq(tax.id, taxRuleCountry.taxId))
    .innerJoin(taxRule, eq(taxRule.id, taxRuleCountry.taxRuleId))
    .innerJoin(
      taxRuleI18n,
      and(eq(taxRuleI18n.id, taxRuleCountry.taxRuleId), eq(taxRuleI18n.locale, contentLocaleOf(language))),
    )
    .orderBy(asc(taxRuleCountry.taxRuleId), asc(taxRuleCountry.validFrom), asc(taxRuleCountry.position));
  const rules = new Map<number, TaxRuleHistory>();
  for (const row of rows) {
    const rule = rules.get(row.ruleId) ?? {
      id: row.ruleId,
      title: row.title,
      isDefault: row.isDefault,
      ratesByCountry: {},
    };
    const rates = (rule.ratesByCountry[row.countryId as CountryId] ??= []);
    const period = rates.find((rate) => rate.from === row.from && rate.to === row.to);
    // Taxes of one rule, country and period add up in position order (Thelia applies them in sequence).
    const basisPoints = percentToBasisPoints(row.requirements);
    if (period) {
      period.basisPoints += basisPoints;
      if (row.condition) period.condition ??= row.condition;
    } else
      rates.push({
        from: row.from,
        to: row.to,
        basisPoints,
        ...(row.condition ? { condition: row.condition } : {}),
      });
    rules.set(row.ruleId, rule);
  }
  return [...rules.values()];
}

export async function selectSalesBar(db: ShopDatabase, language: LanguageCode): Promise<SalesBar | null> {
  const rows = await db
    .select({ name: moduleConfig.name, value: moduleConfig.value })
    .from(moduleConfig)
    .where(and(eq(moduleConfig.moduleCode, 'SalesBar'), eq(moduleConfig.locale, contentLocaleOf(language))));
  const settings = new Map(rows.map((row) => [row.name, row.value]));
  if (settings.get('module_active') !== '1' || settings.get('salesbar_active') !== '1') return null;
  const message = settings.get('salesbar_message');
  if (!message) return null;
  return {
    message,
    link: settings.get('salesbar_link') ?? '',
    linkText: settings.get('salesbar_link_text') ?? '',
    dismissible: settings.get('salesbar_dismiss_button') === '1',
  };
}
