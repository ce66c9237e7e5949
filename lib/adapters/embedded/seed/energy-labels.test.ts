import { isClassOf, labelScales } from '../../../energy/label-scales';
import { SizeValues } from './attributes';
import { brandDefinitions } from './brands';
import { energyLabelOf, eprelNumberOf } from './energy-labels';
import { energySheet } from './energy-sheets';
import { featureValueIds } from './features';
import { energyLabelSvg } from './media/energy-label-svg';
import { productFactory } from './products';
import { Random } from './random';

const factory = productFactory(new Random(5), brandDefinitions, new SizeValues());
const products = Array.from({ length: 1_500 }, (_, index) => factory.next(index + 1));
const labelled = products.flatMap((product) => {
  const label = energyLabelOf(product);
  return label ? [{ product, label }] : [];
});
// What the media route serves (app/media/[...file]/route.ts).
const MEDIA_NAME = /^[a-z0-9-]+\/[a-z0-9][a-z0-9.-]{0,150}\.(png|svg|pdf)$/;

describe('energyLabelOf', () => {
  it('labels the products of the kinds that carry a label, and no others', () => {
    const kinds = new Set(labelled.map(({ product }) => product.kind.code));
    expect([...kinds].sort()).toEqual(
      [
        'electric-boiler',
        'gas-boiler',
        'heat-pump',
        'instant-heater',
        'multi-split',
        'portable-ac',
        'split-ac',
      ].sort(),
    );
    for (const product of products)
      expect(energyLabelOf(product) !== null).toBe(product.kind.energyLabel !== undefined);
  });

  it('gives the class of the product’s specification, on its regulation’s scale', () => {
    for (const { product, label } of labelled) {
      const { main, second } = labelScales[label.regulation];
      expect(isClassOf(main, label.energyClass)).toBe(true);
      const valueId = featureValueIds.get(`energy_class:${label.energyClass}`);
      expect(product.features.some((feature) => feature.featureAvId === valueId)).toBe(true);
      if (label.secondClass !== null) expect(isClassOf(second!, label.secondClass)).toBe(true);
    }
  });

  it('rates a combination boiler’s hot water and a split unit’s heating, not a portable unit’s', () => {
    const second = (kind: string) =>
      new Set(
        labelled.filter(({ product }) => product.kind.code === kind).map(({ label }) => label.secondClass),
      );
    expect(second('gas-boiler')).toEqual(new Set(['A', 'B']));
    expect(second('split-ac').has(null)).toBe(false);
    expect(second('portable-ac')).toEqual(new Set([null]));
    expect(second('heat-pump')).toEqual(new Set([null]));
  });

  it('shares drawn files among products and names them as media', () => {
    const labels = new Set(labelled.map(({ label }) => label.labelFile));
    const sheets = new Set(labelled.map(({ label }) => label.sheetFile));
    expect(labels.size).toBeLessThan(20);
    expect(sheets.size).toBeLessThan(labelled.length / 2);
    for (const file of [...labels, ...sheets]) expect(file).toMatch(MEDIA_NAME);
    expect(labels).toContain('energy/label-811-2013-a-b.svg');
  });

  it('registers every product under its own seven-digit EPREL number', () => {
    const numbers = labelled.map(({ label }) => label.eprelNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const id of [1, 2, 99_999, 100_000, 8_999_999]) expect(String(eprelNumberOf(id))).toMatch(/^\d{7}$/);
  });
});

describe('the drawn files', () => {
  const boiler = labelled.find(({ product }) => product.kind.code === 'gas-boiler')!;

  it('draw the label with a title naming both classes', () => {
    const svg = energyLabelSvg('energy/x.svg', boiler.label).body.toString();
    expect(svg).toContain(
      `<title id="title">EU energy label, Regulation (EU) 811/2013: space heating class ${boiler.label.energyClass}, water heating class ${boiler.label.secondClass}</title>`,
    );
    expect(svg).toContain('#00a651');
    expect(svg.match(/<polygon points="[^"]*" fill="#000"\/>/g)).toHaveLength(2);
  });

  it('write the information sheet in every language, naming the supplier in the Union', () => {
    const { title, paragraphs } = energySheet(boiler.product.kind, boiler.product.brandId, boiler.label);
    expect(title).toBe('Produktdatenblatt · Fișa produsului · Product information sheet');
    const text = paragraphs.join('\n');
    expect(text).toContain(
      `Energieeffizienzklasse (Raumheizung): ${boiler.label.energyClass} (Skala A+++ bis D)`,
    );
    expect(text).toContain(`(încălzirea apei): ${boiler.label.secondClass} (scala A+ – F)`);
    expect(text).toContain('Sound power level: 44–52 dB(A)');
    const voltaris = brandDefinitions.findIndex((brand) => brand.name === 'Voltaris') + 1;
    expect(energySheet(boiler.product.kind, voltaris, boiler.label).paragraphs).toContain(
      'Supplier: Voltaris Europe GmbH',
    );
  });
});
