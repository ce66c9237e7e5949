import { SizeValues } from './attributes';
import { brandDefinitions } from './brands';
import { productFactory } from './products';
import { Random } from './random';
import { addRelations, digest } from './relations';
import type { RowWriter } from './writer';

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

  it('draws radiator valves in places of their own, and offers each radiator the valve that connects it', () => {
    const products = generate(42, 400);
    const valves = products.filter((product) => product.id % 40 === 30);
    expect(new Set(valves.map((product) => product.kind.code))).toEqual(new Set(['valve-set', 'h-block']));
    expect(products.filter((product) => product.kind.category === 'valves')).toEqual(valves);

    const relations: Array<{ productId: number; relatedProductId: number; kind: string }> = [];
    const writer = { add: (_table: unknown, ...rows: typeof relations) => relations.push(...rows) };
    addRelations(writer as unknown as RowWriter, products.map(digest), new Random(1));
    const kindOf = new Map(products.map((product) => [product.id, product.kind.code]));
    for (const radiator of products.filter((product) => product.kind.connectedBy && product.visible)) {
      const offered = relations
        .filter((relation) => relation.productId === radiator.id && relation.kind === 'accessory')
        .map((relation) => kindOf.get(relation.relatedProductId));
      expect([radiator.kind.code, offered]).toEqual([
        radiator.kind.code,
        expect.arrayContaining([radiator.kind.connectedBy]),
      ]);
      // A side connection needs the valve set, a centre connection and a towel radiator the H-block.
      expect(offered).not.toContain(radiator.kind.connectedBy === 'h-block' ? 'valve-set' : 'h-block');
    }
  });
});
