import { t, type Texts } from './texts';

export interface FeatureDefinition {
  id: number;
  code: string;
  title: Texts;
  /** Unit printed after a free (numeric) value; listed values carry their own words. */
  unit: string | null;
  filterable: boolean;
  values?: Record<string, Texts>;
}

/** Specifications shared by every kind of product; listed values become filters in listings. */
export const features: FeatureDefinition[] = [
  {
    id: 1,
    code: 'material',
    title: t('Material', 'Material', 'Material'),
    unit: null,
    filterable: true,
    values: {
      brass: t('Messing', 'Alamă', 'Brass'),
      steel_stainless: t('Edelstahl', 'Oțel inoxidabil', 'Stainless steel'),
      ceramic: t('Sanitärkeramik', 'Ceramică sanitară', 'Vitreous china'),
      acrylic: t('Sanitäracryl', 'Acril sanitar', 'Sanitary acrylic'),
      mineral_cast: t('Mineralguss', 'Compozit mineral', 'Mineral cast'),
      steel: t('Stahl', 'Oțel', 'Steel'),
      glass: t('Einscheiben-Sicherheitsglas', 'Sticlă securizată', 'Toughened safety glass'),
      aluminium: t('Aluminium', 'Aluminiu', 'Aluminium'),
      cast_iron: t('Grauguss', 'Fontă', 'Cast iron'),
      duroplast: t('Duroplast', 'Duroplast', 'Duroplast'),
    },
  },
  {
    id: 2,
    code: 'installation',
    title: t('Montageart', 'Tip montaj', 'Installation'),
    unit: null,
    filterable: true,
    values: {
      wall: t('Wandmontage', 'Montaj pe perete', 'Wall-mounted'),
      floor: t('Bodenstehend', 'Montaj pe pardoseală', 'Floor-standing'),
      countertop: t('Aufsatzmontage', 'Montaj pe blat', 'Countertop'),
      concealed: t('Unterputz', 'Încastrat', 'Concealed'),
      surface: t('Aufputz', 'Aparent', 'Surface-mounted'),
      builtin: t('Einbau', 'Încastrare', 'Built-in'),
      outdoor: t('Außenaufstellung', 'Montaj exterior', 'Outdoor unit'),
    },
  },
  {
    id: 3,
    code: 'connection',
    title: t('Anschluss', 'Racord', 'Connection'),
    unit: null,
    filterable: true,
    values: {
      g38: t('G 3/8"', 'G 3/8"', 'G 3/8"'),
      g12: t('G 1/2"', 'G 1/2"', 'G 1/2"'),
      g34: t('G 3/4"', 'G 3/4"', 'G 3/4"'),
      g1: t('G 1"', 'G 1"', 'G 1"'),
      dn100: t('DN 100', 'DN 100', 'DN 100'),
      m30: t('M30 × 1,5', 'M30 × 1,5', 'M30 × 1.5'),
      schuko: t('Schukostecker', 'Ștecher Schuko', 'Schuko plug'),
      fixed: t('Festanschluss', 'Conexiune fixă', 'Hard-wired'),
    },
  },
  {
    id: 4,
    code: 'energy_class',
    title: t('Energieeffizienzklasse', 'Clasa energetică', 'Energy efficiency class'),
    unit: null,
    filterable: true,
    values: Object.fromEntries(['A+++', 'A++', 'A+', 'A', 'B', 'C'].map((c) => [c, t(c, c, c)])),
  },
  {
    id: 5,
    code: 'warranty',
    title: t('Herstellergarantie', 'Garanție producător', 'Manufacturer warranty'),
    unit: null,
    filterable: true,
    values: Object.fromEntries(
      [2, 3, 5, 10].map((y) => [`y${y}`, t(`${y} Jahre`, `${y} ani`, `${y} years`)]),
    ),
  },
  { id: 6, code: 'width', title: t('Breite', 'Lățime', 'Width'), unit: 'mm', filterable: false },
  { id: 7, code: 'height', title: t('Höhe', 'Înălțime', 'Height'), unit: 'mm', filterable: false },
  { id: 8, code: 'depth', title: t('Tiefe', 'Adâncime', 'Depth'), unit: 'mm', filterable: false },
  {
    id: 9,
    code: 'flow_rate',
    title: t('Durchfluss bei 3 bar', 'Debit la 3 bar', 'Flow rate at 3 bar'),
    unit: 'l/min',
    filterable: false,
  },
  { id: 10, code: 'capacity', title: t('Inhalt', 'Capacitate', 'Capacity'), unit: 'l', filterable: false },
  {
    id: 11,
    code: 'power',
    title: t('Leistungsaufnahme', 'Putere absorbită', 'Power input'),
    unit: 'W',
    filterable: false,
  },
  {
    id: 12,
    code: 'heat_output',
    title: t('Wärmeleistung (75/65/20 °C)', 'Putere termică (75/65/20 °C)', 'Heat output (75/65/20 °C)'),
    unit: 'W',
    filterable: false,
  },
  {
    id: 13,
    code: 'cooling_capacity',
    title: t('Kühlleistung', 'Putere de răcire', 'Cooling capacity'),
    unit: 'kW',
    filterable: false,
  },
  {
    id: 14,
    code: 'max_head',
    title: t('Max. Förderhöhe', 'Înălțime max. de pompare', 'Max. head'),
    unit: 'm',
    filterable: false,
  },
  {
    id: 15,
    code: 'noise',
    title: t('Schallleistungspegel', 'Nivel de zgomot', 'Sound power level'),
    unit: 'dB(A)',
    filterable: false,
  },
  {
    id: 16,
    code: 'voltage',
    title: t('Nennspannung', 'Tensiune nominală', 'Rated voltage'),
    unit: 'V',
    filterable: false,
  },
  {
    id: 17,
    code: 'pressure_max',
    title: t('Max. Betriebsdruck', 'Presiune max. de lucru', 'Max. operating pressure'),
    unit: 'bar',
    filterable: false,
  },
  {
    id: 18,
    code: 'peak_power',
    title: t('Nennleistung (STC)', 'Putere nominală (STC)', 'Rated power (STC)'),
    unit: 'Wp',
    filterable: false,
  },
];

export const featureByCode = new Map(features.map((feature) => [feature.code, feature]));

/** Listed values get ids in feature order, so they are stable for a given catalogue definition. */
export const featureValueIds = new Map<string, number>(
  features
    .flatMap((feature) => Object.keys(feature.values ?? {}).map((code) => `${feature.code}:${code}`))
    .map((key, index) => [key, index + 1]),
);
