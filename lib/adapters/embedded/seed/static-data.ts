import * as s from '../schema';
import { colours, COLOUR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID, type SizeValues } from './attributes';
import { associatedKeywords } from './catalogue';
import { features, featureValueIds } from './features';
import { recordedRateChanges, ROMANIA, SOLAR_TAX_RULE, STANDARD_TAX_RULE, timelines } from './tax-history';
import { seedLocales, t, type Texts } from './texts';
import type { RowWriter } from './writer';

export const EUR = 1;
export const RON = 2;
export { SOLAR_TAX_RULE, STANDARD_TAX_RULE };

const seedTaxes = [
  { id: 1, percent: 20, title: t('20% Ust.', '20% TVA', '20% VAT') },
  { id: 2, percent: 19, title: t('19% Ust.', '19% TVA', '19% VAT') },
  { id: 3, percent: 19, title: t('19% TVA', '19% TVA', '19% VAT'), countryId: ROMANIA },
  { id: 4, percent: 0, title: t('0% Ust.', '0% TVA', '0% VAT') },
  { id: 5, percent: 21, title: t('21% TVA', '21% TVA', '21% VAT'), countryId: ROMANIA },
];

/** The seeded tax of a percent, the country's own where it has one ("19% TVA" in Romania). */
function seedTaxId(countryId: number, percent: number): number {
  const matching = seedTaxes.filter((tax) => tax.percent === percent);
  const tax =
    matching.find((entry) => entry.countryId === countryId) ?? matching.find((entry) => !entry.countryId);
  if (!tax) throw new Error(`No seeded tax of ${percent} %`);
  return tax.id;
}

/** Adds one *_i18n row per language for an id. */
export function addI18n<T extends { $inferInsert: { id: number; locale: string; title: string } }>(
  writer: RowWriter,
  table: T & Parameters<RowWriter['add']>[0],
  id: number,
  title: Texts,
  extra: (language: keyof Texts) => Partial<T['$inferInsert']> = () => ({}),
): void {
  for (const [language, locale] of seedLocales) {
    writer.add(table, { id, locale, title: title[language], ...extra(language) } as T['$inferInsert']);
  }
}

/** Languages, countries, currencies, taxes and the attribute, feature and badge dictionaries. */
export function addReferenceData(writer: RowWriter, sizes: SizeValues): void {
  writer.add(
    s.lang,
    { id: 1, code: 'de', locale: 'de_DE', title: 'Deutsch', byDefault: true, position: 1 },
    { id: 2, code: 'ro', locale: 'ro_RO', title: 'Română', position: 2 },
    { id: 3, code: 'en', locale: 'en_US', title: 'English', position: 3 },
  );
  const countries = [
    { id: 5, isoalpha2: 'DE', isoalpha3: 'DEU', title: t('Deutschland', 'Germania', 'Germany') },
    {
      id: 13,
      isoalpha2: 'AT',
      isoalpha3: 'AUT',
      title: t('Österreich', 'Austria', 'Austria'),
      byDefault: true,
    },
    { id: 146, isoalpha2: 'RO', isoalpha3: 'ROU', title: t('Rumänien', 'România', 'Romania') },
  ];
  for (const { title, ...country } of countries) {
    writer.add(s.country, country);
    addI18n(writer, s.countryI18n, country.id, title);
  }
  writer.add(
    s.currency,
    { id: EUR, code: 'EUR', symbol: '€', rate: '1.000000', byDefault: true },
    { id: RON, code: 'RON', symbol: 'lei', rate: '4.977000' },
  );
  for (const tax of seedTaxes) {
    writer.add(s.tax, {
      id: tax.id,
      type: 'PricePercentTaxType',
      serializedRequirements: JSON.stringify({ percent: tax.percent }),
    });
    addI18n(writer, s.taxI18n, tax.id, tax.title);
  }
  writer.add(s.taxRule, { id: STANDARD_TAX_RULE, isDefault: true }, { id: SOLAR_TAX_RULE });
  addI18n(writer, s.taxRuleI18n, STANDARD_TAX_RULE, t('Normalsteuersatz', 'Cota standard', 'Standard rate'));
  addI18n(writer, s.taxRuleI18n, SOLAR_TAX_RULE, t('Photovoltaik', 'Fotovoltaice', 'Photovoltaics'));
  for (const [pair, rates] of timelines(recordedRateChanges)) {
    const [taxRuleId, countryId] = pair.split(':').map(Number) as [number, number];
    for (const rate of rates) {
      writer.add(s.taxRuleCountry, {
        taxRuleId,
        countryId,
        taxId: seedTaxId(countryId, rate.basisPoints / 100),
        validFrom: rate.from,
        validTo: rate.to,
        condition: rate.condition ?? null,
      });
    }
  }

  writer.add(
    s.attribute,
    { id: COLOUR_ATTRIBUTE_ID, code: 'colour', position: 1 },
    { id: SIZE_ATTRIBUTE_ID, code: 'size', position: 2 },
  );
  addI18n(writer, s.attributeI18n, COLOUR_ATTRIBUTE_ID, t('Farbe', 'Culoare', 'Colour'));
  addI18n(writer, s.attributeI18n, SIZE_ATTRIBUTE_ID, t('Größe', 'Dimensiune', 'Size'));
  colours.forEach((colour, index) => {
    writer.add(s.attributeAv, {
      id: index + 1,
      attributeId: COLOUR_ATTRIBUTE_ID,
      position: index + 1,
      swatch: colour.swatch,
    });
    addI18n(writer, s.attributeAvI18n, index + 1, colour.title);
  });
  sizes.entries().forEach(({ id, label }, index) => {
    writer.add(s.attributeAv, { id, attributeId: SIZE_ATTRIBUTE_ID, position: index + 1 });
    addI18n(writer, s.attributeAvI18n, id, sizes.textOf(label));
  });

  for (const feature of features) {
    writer.add(s.feature, {
      id: feature.id,
      code: feature.code,
      unit: feature.unit,
      filterable: feature.filterable,
      position: feature.id,
    });
    addI18n(writer, s.featureI18n, feature.id, feature.title);
    Object.entries(feature.values ?? {}).forEach(([code, title], position) => {
      const id = featureValueIds.get(`${feature.code}:${code}`) as number;
      writer.add(s.featureAv, { id, featureId: feature.id, position });
      addI18n(writer, s.featureAvI18n, id, title);
    });
  }
  for (const keyword of associatedKeywords) {
    writer.add(s.associatedKeyword, {
      id: keyword.id,
      code: keyword.code,
      color: keyword.color,
      announcesReduction: 'announcesReduction' in keyword,
    });
    addI18n(writer, s.associatedKeywordI18n, keyword.id, keyword.title);
  }
}
