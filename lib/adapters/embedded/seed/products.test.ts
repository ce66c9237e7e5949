import { SizeValues } from './attributes';
import { brandDefinitions } from './brands';
import { productFactory } from './products';
import { Random } from './random';

const generate = (seed: number, count: number) => {
  const factory = productFactory(new Random(seed), brandDefinitions, new SizeValues());
  return Array.from({ length: count }, (_, index) => factory.next(index + 1));
};

describe('productFactory', () => {
  it('is deterministic for a seed value', () => {
    expect(generate(11, 60)).toEqual(generate(11, 60));
    expect(generate(11, 60).map((p) => p.title.de)).not.toEqual(generate(12, 60).map((p) => p.title.de));
  });

  it('writes real titles and descriptions in all three languages, with the specs filled in', () => {
    for (const product of generate(3, 200)) {
      for (const language of ['de', 'ro', 'en'] as const) {
        expect(product.title[language]).toMatch(/\S+ \S+/);
        expect(product.description[language]).not.toMatch(/[{}]/);
        expect(product.description[language]).toContain(product.title[language]);
      }
    }
  });

  it('gives every product one default sale element with consistent prices', () => {
    for (const product of generate(5, 300)) {
      expect(product.saleElements.filter((pse) => pse.isDefault)).toHaveLength(1);
      for (const pse of product.saleElements) {
        expect(Number.isInteger(pse.price)).toBe(true);
        expect(pse.promoPrice).toBeLessThanOrEqual(pse.price);
        if (pse.listenPrice !== null) expect(pse.listenPrice).toBeGreaterThan(pse.price);
        expect(pse.ean).toMatch(/^\d{13}$/);
      }
    }
  });

  it('sells pipes, sealants and tiles by measure, each pack saying what it holds', () => {
    const measured = generate(5, 600).filter((product) => product.kind.measure);
    expect(new Set(measured.map((product) => product.kind.measure!.unit))).toEqual(new Set(['m', 'l', 'm2']));
    for (const product of measured) {
      product.saleElements.forEach((pse) => {
        expect(pse.measure).toEqual({ unit: product.kind.measure!.unit, milli: expect.any(Number) });
        expect(product.kind.measure!.perSize).toContain(pse.measure!.milli);
      });
    }
    const others = generate(5, 600).filter((product) => !product.kind.measure);
    expect(others.every((product) => product.saleElements.every((pse) => pse.measure === null))).toBe(true);
  });
});
