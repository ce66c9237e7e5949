import { colourByCode, type SizeValues } from './attributes';
import type { BrandDefinition } from './brands';
import { associatedKeywords, categoryId, productKinds, rangeOf } from './catalogue';
import { installationKinds } from './kinds-installation';
import { valveKinds } from './kinds-valves';
import { ean13 } from './ean';
import type { ProductKind } from './kind';
import { Random } from './random';
import { featureValues, numberTexts, texts, titleOf, type FeatureValues } from './product-texts';
import { radiatorRatings, type RadiatorRating } from './radiator-ratings';
import { t, type Texts } from './texts';

export type StockState = 'in-stock' | 'low' | 'out' | 'backorder' | 'preorder';

export interface SeedSaleElement {
  id: number;
  ref: string;
  ean: string;
  quantity: number;
  stockPolicy: 'stock' | 'backorder' | 'preorder';
  availableFrom: string | null;
  promo: boolean;
  isDefault: boolean;
  weightGrams: number;
  /** Net prices in euro cents. */
  price: number;
  promoPrice: number;
  listenPrice: number | null;
  /** What one piece holds, for the unit price: goods sold by length, area, volume or weight. */
  measure: { unit: 'm' | 'm2' | 'l' | 'kg'; milli: number } | null;
  colourId: number | null;
  colourHex: string | null;
  sizeId: number | null;
  sizeLabel: Texts | null;
  /** A radiator's EN 442 rating and size, for the configurator. */
  radiator: RadiatorRating | null;
}

export interface SeedProduct {
  id: number;
  ref: string;
  kind: ProductKind;
  brandId: number;
  categoryId: number;
  visible: boolean;
  salesCount: number;
  createdAt: Date;
  title: Texts;
  chapo: Texts;
  description: Texts;
  saleElements: SeedSaleElement[];
  features: FeatureValues['rows'];
  keywordIds: number[];
  undeliverableCountryIds: number[];
}

const FIRST_DAY = Date.UTC(2023, 0, 1);
const LAST_DAY = Date.UTC(2026, 9, 31);
const DAY = 86_400_000;

const weightByShape: Partial<Record<ProductKind['shape'], [number, number]>> = {
  bathtub: [28_000, 95_000],
  shower: [35_000, 70_000],
  'outdoor-unit': [45_000, 140_000],
  boiler: [18_000, 45_000],
  radiator: [12_000, 40_000],
  'towel-radiator': [8_000, 22_000],
  basin: [9_000, 24_000],
  toilet: [18_000, 28_000],
  solar: [21_000, 26_000],
  service: [0, 0],
};

/** Draws the kind of each product by weight, so the range looks like a real shop's (more taps than pumps). */
function kindPicker(random: Random): () => ProductKind {
  const total = productKinds.reduce((sum, kind) => sum + kind.weight, 0);
  return () => {
    let roll = random.next() * total;
    for (const kind of productKinds) {
      roll -= kind.weight;
      if (roll < 0) return kind;
    }
    return productKinds.at(-1) as ProductKind;
  };
}

function stockState(random: Random): StockState {
  const roll = random.next();
  if (roll < 0.6) return 'in-stock';
  if (roll < 0.74) return 'low';
  if (roll < 0.85) return 'out';
  if (roll < 0.94) return 'backorder';
  return 'preorder';
}

function stockFields(
  state: StockState,
  random: Random,
): Pick<SeedSaleElement, 'quantity' | 'stockPolicy' | 'availableFrom'> {
  switch (state) {
    case 'in-stock':
      return { quantity: random.int(10, 250), stockPolicy: 'stock', availableFrom: null };
    case 'low':
      return { quantity: random.int(1, 9), stockPolicy: 'stock', availableFrom: null };
    case 'out':
      return { quantity: 0, stockPolicy: 'stock', availableFrom: null };
    case 'backorder':
      return { quantity: 0, stockPolicy: 'backorder', availableFrom: null };
    case 'preorder': {
      // Fixed dates keep the catalogue identical for a seed; they lie after the demo data's "today".
      const day = new Date(Date.UTC(2027, random.int(0, 5), random.int(1, 28)));
      return { quantity: 0, stockPolicy: 'preorder', availableFrom: day.toISOString().slice(0, 10) };
    }
  }
}

/** A net price in cents ending in 90 cents, the way shop prices are set. */
function netCents(random: Random, [min, max]: [number, number]): number {
  return Math.round(min + (max - min) * random.next() ** 1.6) * 100 + 90;
}

/**
 * One product in twenty is goods sold by measure, drawn from a stream of its own after the product it replaces
 * was drawn, so the rest of the catalogue (and what tests and recorded search requests know of it) stays as it
 * was before these goods existed.
 */
const MEASURED_EVERY = 20;

/**
 * One product in forty, between the measured ones, is a radiator valve, drawn the same way: the valves came
 * later than the rest of the catalogue.
 */
const VALVES_EVERY = 40;
const VALVES_AT = 30;

/**
 * A radiator's specification and description state the default variant's rated output (and a towel radiator's its
 * height), so they agree with what the configurator computes from the rating.
 */
function statedAsRated(
  kind: ProductKind,
  values: FeatureValues['values'],
  rows: FeatureValues['rows'],
  rating: RadiatorRating | null,
): void {
  if (!rating) return;
  const stated: Record<string, number> = { heat_output: rating.ratedOutputW, height: rating.heightMm };
  Object.keys(kind.features).forEach((code, position) => {
    const value = stated[code];
    const row = rows[position];
    if (value === undefined || !row) return;
    row.freeTextValue = String(value);
    values[code] = numberTexts(value);
  });
}

export interface ProductFactory {
  next(id: number): SeedProduct;
  /** A sale element id no product of the factory has or will take (the sets' own, written after the range). */
  nextSaleElementId(): number;
}

/** Deterministic products from kinds, brands and attribute values; ids of sale elements run on across calls. */
export function productFactory(random: Random, brands: BrandDefinition[], sizes: SizeValues): ProductFactory {
  const pickKind = kindPicker(random);
  const brandsByRange = new Map<string, number[]>();
  brands.forEach((brand, index) =>
    brand.ranges.forEach((range) => brandsByRange.set(range, [...(brandsByRange.get(range) ?? []), index])),
  );
  let nextSaleElementId = 1;

  const draw = (random: Random, kind: ProductKind, id: number): SeedProduct => {
    const brandIndex = random.pick(brandsByRange.get(rangeOf(kind.category)) ?? [0]);
    const brand = brands[brandIndex] as BrandDefinition;
    const series = random.pick(brand.series);
    const model = `${series.charAt(0).toUpperCase()}${random.int(100, 989)}`;
    const title = titleOf(brand, series, kind, model);
    const { values, rows } = featureValues(kind, random);
    const ref = `${kind.code.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`;

    const colourCodes =
      kind.colours.length > 0
        ? random.sample(kind.colours, random.int(1, Math.min(3, kind.colours.length)))
        : [null];
    const sizeLabels =
      kind.sizes.length > 0 ? kind.sizes.slice(0, random.int(1, Math.min(3, kind.sizes.length))) : [null];
    const basePrice = netCents(random, kind.netPrice);
    const onPromo = random.chance(0.15);
    const promoFactor = 0.7 + 0.2 * random.next();
    const hasRrp = random.chance(0.4);
    const rrpFactor = 1.1 + 0.25 * random.next();
    const [minWeight, maxWeight] = weightByShape[kind.shape] ?? [800, 6_000];
    const weightGrams = random.int(minWeight, maxWeight);
    const productState = stockState(random);

    const saleElements: SeedSaleElement[] = [];
    colourCodes.forEach((colourCode, colourIndex) =>
      sizeLabels.forEach((sizeLabel, sizeIndex) => {
        const colour = colourCode ? colourByCode.get(colourCode) : undefined;
        const size =
          sizeLabel === null
            ? null
            : typeof sizeLabel === 'string'
              ? t(sizeLabel, sizeLabel, sizeLabel)
              : sizeLabel;
        const colourFactor = colourIndex > 0 && random.chance(0.5) ? 1.15 : 1;
        const milli = kind.measure?.perSize[sizeIndex] ?? null;
        // Measured goods cost per unit held, a little less per unit in bigger packs.
        const sizeFactor = milli === null ? 1 + 0.12 * sizeIndex : (milli / 1000) * (1 - 0.05 * sizeIndex);
        const price = Math.round((basePrice * sizeFactor * colourFactor) / 100) * 100 + 90;
        const pseId = nextSaleElementId++;
        // Variants of one product mostly share its stock situation; some differ, as real stock does.
        const state = saleElements.length === 0 || random.chance(0.7) ? productState : stockState(random);
        saleElements.push({
          id: pseId,
          ref: `${ref}-${saleElements.length + 1}`,
          ean: ean13(400_000_000_000 + pseId),
          ...stockFields(state, random),
          promo: onPromo,
          isDefault: saleElements.length === 0,
          weightGrams: Math.round(weightGrams * (1 + 0.15 * sizeIndex)),
          price,
          promoPrice: onPromo ? Math.round((price * promoFactor) / 100) * 100 + 90 : price,
          listenPrice: hasRrp ? Math.round((price * rrpFactor) / 100) * 100 : null,
          measure: kind.measure && milli !== null ? { unit: kind.measure.unit, milli } : null,
          colourId: colour?.id ?? null,
          colourHex: colour?.swatch ?? null,
          sizeId: size ? sizes.register(size) : null,
          sizeLabel: size,
          radiator: null,
        });
      }),
    );
    const ratings = radiatorRatings(
      kind,
      id,
      saleElements.map((element, index) => ({
        sizeLabel: element.sizeLabel?.en ?? null,
        colourCode: colourCodes[Math.floor(index / sizeLabels.length)] ?? null,
      })),
    );
    if (ratings) {
      saleElements.forEach((element, index) => (element.radiator = ratings[index] ?? null));
      statedAsRated(kind, values, rows, ratings[0] ?? null);
    }
    const { description, chapo } = texts(title, kind, values);

    const createdAt = new Date(FIRST_DAY + Math.floor(random.next() * ((LAST_DAY - FIRST_DAY) / DAY)) * DAY);
    const salesCount = Math.floor(random.next() ** 3 * 5_000);
    const keywordIds: number[] = [];
    if (salesCount > 2_500) keywordIds.push(associatedKeywords[0].id);
    if (createdAt.getTime() > LAST_DAY - 120 * DAY) keywordIds.push(associatedKeywords[1].id);
    if (/^A\+\+/.test(values.energy_class?.de ?? '')) keywordIds.push(associatedKeywords[2].id);
    if (onPromo) keywordIds.push(associatedKeywords[3].id);
    if (kind.bulky) keywordIds.push(associatedKeywords[4].id);

    const undeliverableCountryIds: number[] = [];
    if (kind.bulky && random.chance(0.2)) undeliverableCountryIds.push(146);
    if (kind.bulky && random.chance(0.08)) undeliverableCountryIds.push(5);

    return {
      id,
      ref,
      kind,
      brandId: brandIndex + 1,
      categoryId: categoryId(kind.category),
      visible: !random.chance(0.01),
      salesCount,
      createdAt,
      title,
      chapo,
      description,
      saleElements,
      features: rows,
      keywordIds,
      undeliverableCountryIds,
    };
  };

  return {
    nextSaleElementId: () => nextSaleElementId++,
    next(id) {
      const drawn = draw(random, pickKind(), id);
      if (id % VALVES_EVERY === VALVES_AT) {
        const own = new Random(id * 3_266_489_917);
        return draw(own, own.pick(valveKinds), id);
      }
      if (id % MEASURED_EVERY !== 0) return drawn;
      const own = new Random(id * 2_246_822_519);
      return draw(own, own.pick(installationKinds), id);
    },
  };
}
