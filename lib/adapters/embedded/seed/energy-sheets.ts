import { labelScales, scaleRange, type LabelFunction, type LabelScale } from '../../../energy/label-scales';
import { brandDefinitions } from './brands';
import type { SeedEnergyLabel } from './energy-labels';
import { featureByCode } from './features';
import type { ProductKind } from './kind';
import { seedLocales, t, type Texts } from './texts';

type Language = keyof Texts;

const sheetTitle = t('Produktdatenblatt', 'Fișa produsului', 'Product information sheet');
const words = {
  regulation: t('Delegierte Verordnung (EU)', 'Regulamentul delegat (UE)', 'Delegated Regulation (EU)'),
  supplier: t('Lieferant', 'Furnizor', 'Supplier'),
  model: t('Modellkennung', 'Identificatorul modelului', 'Model identifier'),
  modelNote: t(
    'Modellkennung und EPREL-Registriernummer je Leistungsgröße auf dem Typenschild und der Produktseite',
    'identificatorul și numărul de înregistrare EPREL pentru fiecare putere pe plăcuța cu date tehnice și pe pagina produsului',
    'model identifier and EPREL registration number of each size on the rating plate and the product page',
  ),
  classOf: t('Energieeffizienzklasse', 'Clasa de eficiență energetică', 'Energy efficiency class'),
  scale: t('Skala {best} bis {worst}', 'scala {best} – {worst}', 'scale {best} to {worst}'),
  sizes: t('Leistungsgrößen', 'Variante', 'Sizes'),
};
const functions: Record<LabelFunction, Texts> = {
  spaceHeating: t('Raumheizung', 'încălzirea spațiului', 'space heating'),
  waterHeating: t('Warmwasserbereitung', 'încălzirea apei', 'water heating'),
  cooling: t('Kühlen', 'răcire', 'cooling'),
  heating: t('Heizen', 'încălzire', 'heating'),
};

const number = (language: Language, value: number, decimals: number) =>
  new Intl.NumberFormat({ de: 'de-DE', ro: 'ro-RO', en: 'en-GB' }[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

function classLine(language: Language, scale: LabelScale, energyClass: string): string {
  const { best, worst } = scaleRange(scale);
  const range = words.scale[language].replace('{best}', best).replace('{worst}', worst);
  return `${words.classOf[language]} (${functions[scale.function][language]}): ${energyClass} (${range})`;
}

/** The kind's figures the sheet lists: its sizes and the ranges of its measured specifications. */
function keyFigures(kind: ProductKind, language: Language): string[] {
  const sizes = kind.sizes.map((size) => (typeof size === 'string' ? size : size[language]));
  const measured = Object.entries(kind.features).flatMap(([code, rule]) => {
    const feature = featureByCode.get(code);
    if (typeof rule[0] === 'string' || !feature?.unit) return [];
    const [min, max, decimals] = rule as [number, number, number];
    const range =
      min === max
        ? number(language, min, decimals)
        : `${number(language, min, decimals)}–${number(language, max, decimals)}`;
    return [`${feature.title[language]}: ${range} ${feature.unit}`];
  });
  return [...(sizes.length > 0 ? [`${words.sizes[language]}: ${sizes.join(', ')}`] : []), ...measured];
}

/**
 * The product information sheet of a brand's products of one kind with one label, in every language of the
 * shop: supplier, model, the classes on their scales and the kind's key figures. One file serves all of them.
 */
export function energySheet(kind: ProductKind, brandId: number, label: SeedEnergyLabel) {
  const brand = brandDefinitions[brandId - 1]!;
  // The supplier under Regulation 2017/1369 is established in the Union: the importer for a brand made outside.
  const supplier = (brand.euResponsible ?? brand.manufacturer).name;
  const { main, second } = labelScales[label.regulation];
  const paragraphs = seedLocales.flatMap(([language]) => [
    `${sheetTitle[language]} – ${words.regulation[language]} ${label.regulation}`,
    `${words.supplier[language]}: ${supplier}`,
    `${words.model[language]}: ${brand.name} ${kind.noun[language]} (${words.modelNote[language]})`,
    classLine(language, main, label.energyClass),
    ...(label.secondClass && second ? [classLine(language, second, label.secondClass)] : []),
    ...keyFigures(kind, language),
  ]);
  return { title: seedLocales.map(([language]) => sheetTitle[language]).join(' · '), paragraphs };
}
