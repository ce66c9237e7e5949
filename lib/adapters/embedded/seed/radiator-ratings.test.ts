import { SizeValues } from './attributes';
import { brandDefinitions } from './brands';
import { heatingKinds } from './kinds-heating';
import { productFactory } from './products';
import { radiatorRatings } from './radiator-ratings';
import { Random } from './random';

const kind = (code: string) => heatingKinds.find((entry) => entry.code === code)!;

describe('radiatorRatings', () => {
  it('rates a type 22 panel by its height and length as makers publish it (≈ 1,670 W per metre at 600 mm)', () => {
    const [short, long, tall] = radiatorRatings(kind('panel-radiator-side'), 7, [
      { sizeLabel: '600 × 800 mm', colourCode: 'white' },
      { sizeLabel: '600 × 1400 mm', colourCode: 'white' },
      { sizeLabel: '900 × 1200 mm', colourCode: 'white' },
    ])!;
    expect(short).toMatchObject({ heightMm: 600, widthMm: 800, radiatorType: 'panel', connection: 'side' });
    expect(short!.ratedOutputW).toBeGreaterThanOrEqual(Math.floor(1_670 * 0.8 * 0.96));
    expect(short!.ratedOutputW).toBeLessThanOrEqual(Math.ceil(1_670 * 0.8 * 1.04));
    // One model: outputs scale with length, the same exponent throughout.
    expect(long!.ratedOutputW / short!.ratedOutputW).toBeCloseTo(1400 / 800, 2);
    expect(tall!.ratedOutputW).toBeGreaterThan(long!.ratedOutputW * 1.1);
    expect(new Set([short, long, tall].map((rating) => rating!.exponentMilli)).size).toBe(1);
    expect(short!.exponentMilli).toBeGreaterThanOrEqual(1_300);
  });

  it('rates towel radiators by their front, chrome about a fifth lower, centre connected', () => {
    const [white, chrome] = radiatorRatings(kind('towel-radiator'), 11, [
      { sizeLabel: '600 × 1800 mm', colourCode: 'white' },
      { sizeLabel: '600 × 1800 mm', colourCode: 'chrome' },
    ])!;
    expect(white).toMatchObject({
      widthMm: 600,
      heightMm: 1800,
      radiatorType: 'bathroom',
      connection: 'centre',
    });
    expect(white!.ratedOutputW).toBeGreaterThan(880);
    expect(white!.ratedOutputW).toBeLessThan(1_000);
    expect(chrome!.ratedOutputW / white!.ratedOutputW).toBeCloseTo(0.8, 1);
  });

  it('rates nothing else', () => {
    expect(
      radiatorRatings(kind('thermostat-head'), 3, [{ sizeLabel: null, colourCode: 'white' }]),
    ).toBeNull();
  });

  it('states the default variant’s rating as the product’s heat output and rates no other goods', () => {
    const factory = productFactory(new Random(42), brandDefinitions, new SizeValues());
    const products = Array.from({ length: 400 }, (_, index) => factory.next(index + 1));
    const radiators = products.filter((product) => product.saleElements[0]?.radiator);
    expect(radiators.length).toBeGreaterThan(10);
    for (const product of radiators) {
      const rated = product.saleElements[0]!.radiator!.ratedOutputW;
      expect(
        product.features.some((row) => row.featureId === 12 && row.freeTextValue === String(rated)),
      ).toBe(true);
      expect(product.saleElements.every((element) => element.radiator !== null)).toBe(true);
    }
    const others = products.filter((product) => !product.saleElements[0]?.radiator);
    expect(
      others.every((product) => product.saleElements.every((element) => element.radiator === null)),
    ).toBe(true);
  });
});
