import { isClassOf, labelScales, type EnergyLabelRegulation } from '../../../energy/label-scales';
import { brandDefinitions } from './brands';
import { featureByCode, featureValueIds } from './features';
import type { SeedProduct } from './products';
import { slugify } from '../../../slug';

export interface SeedEnergyLabel {
  regulation: EnergyLabelRegulation;
  energyClass: string;
  secondClass: string | null;
  eprelNumber: number;
  /** The drawn label, shared by every product with the same regulation and classes. */
  labelFile: string;
  /** The product information sheet, shared by a brand's products of one kind with the same classes. */
  sheetFile: string;
}

const ENERGY_CLASS_FEATURE = featureByCode.get('energy_class')!.id;
const classByValueId = new Map(
  [...featureValueIds].flatMap(([key, id]) => {
    const [feature, value] = key.split(':');
    return feature === 'energy_class' && value ? [[id, value] as const] : [];
  }),
);

// Multiplying by a number prime to the span spreads ids over seven digits without two products sharing one.
const EPREL_SPAN = 9_000_000;

/** A plausible seven-digit EPREL registration number, distinct for every product id below nine million. */
export function eprelNumberOf(productId: number): number {
  return 1_000_000 + ((productId * 7_919 + 482_113) % EPREL_SPAN);
}

/** A class as file names may spell it: "A++" → "app". */
const fileClass = (energyClass: string) => energyClass.toLowerCase().replace(/\+/g, 'p');

/** The product's own class from its `energy_class` specification, so page text and label agree. */
function featureClass(product: SeedProduct): string | undefined {
  const row = product.features.find((feature) => feature.featureId === ENERGY_CLASS_FEATURE);
  return row?.featureAvId ? classByValueId.get(row.featureAvId) : undefined;
}

/**
 * The energy label of a product whose kind carries one. A second class is picked by a hash of the id rather
 * than the seed's random sequence, so adding labels left every other value of the catalogue as it was.
 */
export function energyLabelOf(product: SeedProduct): SeedEnergyLabel | null {
  const { kind } = product;
  if (!kind.energyLabel) return null;
  const { regulation, secondClasses } = kind.energyLabel;
  const scales = labelScales[regulation];
  const energyClass = featureClass(product);
  if (!energyClass || !isClassOf(scales.main, energyClass))
    throw new Error(`${kind.code} needs an energy_class on the scale of ${regulation}, has ${energyClass}`);
  const secondClass = secondClasses
    ? secondClasses[(Math.imul(product.id, 0x9e3779b1) >>> 16) % secondClasses.length]!
    : null;
  if (secondClass !== null && !(scales.second && isClassOf(scales.second, secondClass)))
    throw new Error(`${kind.code}: ${secondClass} is not on a second scale of ${regulation}`);
  const classes = [energyClass, secondClass].flatMap((value) => (value ? [fileClass(value)] : [])).join('-');
  const brand = slugify(brandDefinitions[product.brandId - 1]!.name);
  return {
    regulation,
    energyClass,
    secondClass,
    eprelNumber: eprelNumberOf(product.id),
    labelFile: `energy/label-${regulation.replace('/', '-')}-${classes}.svg`,
    sheetFile: `energy/sheet-${kind.code}-${brand}-${classes}.pdf`,
  };
}
