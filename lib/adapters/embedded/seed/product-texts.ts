import { featureByCode, featureValueIds } from './features';
import type { ProductKind } from './kind';
import type { BrandDefinition } from './brands';
import type { Random } from './random';
import { fill, seedLocales, t, type Texts } from './texts';

/** A product's specification rows, and their values as each language writes them for the description. */
export interface FeatureValues {
  values: Record<string, Texts>;
  rows: Array<{
    featureId: number;
    featureAvId: number | null;
    freeTextValue: string | null;
    position: number;
  }>;
}

const numberFormats: Record<keyof Texts, Intl.NumberFormat[]> = {
  de: [0, 1, 2].map(
    (d) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: d, maximumFractionDigits: d }),
  ),
  ro: [0, 1, 2].map(
    (d) => new Intl.NumberFormat('ro-RO', { minimumFractionDigits: d, maximumFractionDigits: d }),
  ),
  en: [0, 1, 2].map(
    (d) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: d, maximumFractionDigits: d }),
  ),
};

const afterSale = t(
  'Im Lieferumfang sind Befestigungsmaterial und eine deutschsprachige Montageanleitung enthalten. Unsere Techniker beraten Sie gern telefonisch zu Einbau und passendem Zubehör.',
  'Pachetul include accesoriile de montaj și manualul de instalare. Tehnicienii noștri vă oferă cu plăcere consultanță telefonică pentru montaj și accesorii potrivite.',
  'Fixings and an installation guide are included. Our technicians are happy to advise you by phone on installation and matching accessories.',
);

/** A number as each language writes it, with the given decimals. */
export function numberTexts(value: number, decimals = 0): Texts {
  return Object.fromEntries(
    seedLocales.map(([language]) => [language, numberFormats[language][decimals]!.format(value)]),
  ) as Texts;
}

export function featureValues(kind: ProductKind, random: Random): FeatureValues {
  const values: FeatureValues['values'] = {};
  const rows: FeatureValues['rows'] = [];
  Object.entries(kind.features).forEach(([code, rule], position) => {
    const feature = featureByCode.get(code);
    if (!feature) throw new Error(`Unknown feature ${code} in kind ${kind.code}`);
    if (typeof rule[0] === 'string') {
      const valueCode = random.pick(rule as string[]);
      const text = feature.values?.[valueCode];
      if (!text) throw new Error(`Unknown value ${valueCode} of feature ${code}`);
      values[code] = text;
      rows.push({
        featureId: feature.id,
        featureAvId: featureValueIds.get(`${code}:${valueCode}`) ?? null,
        freeTextValue: null,
        position,
      });
    } else {
      const [min, max, decimals] = rule as [number, number, number];
      const step = 10 ** -decimals;
      const value = Math.round((min + (max - min) * random.next()) / step) * step;
      const canonical = value.toFixed(decimals);
      values[code] = numberTexts(value, decimals);
      rows.push({ featureId: feature.id, featureAvId: null, freeTextValue: canonical, position });
    }
  });
  return { values, rows };
}

/** Description and teaser with the specification values filled in, per language. */
export function texts(title: Texts, kind: ProductKind, values: Record<string, Texts>) {
  const description = {} as Texts;
  const chapo = {} as Texts;
  for (const [language] of seedLocales) {
    const localValues = Object.fromEntries(
      Object.entries(values).map(([code, value]) => [code, value[language]]),
    );
    const text = fill(kind.text[language], { ...localValues, title: title[language] });
    chapo[language] = text.split(/(?<=\.)\s/)[0] ?? text;
    description[language] = `<p>${text}</p><p>${afterSale[language]}</p>`;
  }
  return { description, chapo };
}

export function titleOf(brand: BrandDefinition, series: string, kind: ProductKind, model: string): Texts {
  return t(
    `${brand.name} ${series} ${kind.noun.de} ${model}`,
    `${kind.noun.ro} ${brand.name} ${series} ${model}`,
    `${brand.name} ${series} ${kind.noun.en} ${model}`,
  );
}
