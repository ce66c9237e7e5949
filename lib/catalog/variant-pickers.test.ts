import { variantPickers } from './variant-pickers';

const chrome = { id: 1, title: 'Chrom', swatch: '#c9ced3' };
const black = { id: 2, title: 'Schwarz matt', swatch: '#2b2b2b' };
const s60 = { id: 11, title: '60 cm' };
const s80 = { id: 12, title: '80 cm' };
// Chrome comes in 60 and 80 cm, black only in 80 cm.
const elements = [
  { id: 100, colour: chrome, size: s60 },
  { id: 101, colour: chrome, size: s80 },
  { id: 102, colour: black, size: s80 },
];

describe('variantPickers', () => {
  it('offers every colour and the sizes of the selected colour', () => {
    const pickers = variantPickers(elements, elements[0]!);
    expect(pickers.colours.map((c) => [c.title, c.selected])).toEqual([
      ['Chrom', true],
      ['Schwarz matt', false],
    ]);
    expect(pickers.sizes.map((s) => [s.title, s.selected, s.saleElement.id])).toEqual([
      ['60 cm', true, 100],
      ['80 cm', false, 101],
    ]);
  });

  it('keeps the size when switching colour if the colour has it', () => {
    const pickers = variantPickers(elements, elements[1]!);
    expect(pickers.colours.find((c) => c.title === 'Schwarz matt')?.saleElement.id).toBe(102);
  });

  it('falls back to the colour’s first size when it lacks the selected one', () => {
    const pickers = variantPickers(elements, elements[0]!);
    expect(pickers.colours.find((c) => c.title === 'Schwarz matt')?.saleElement.id).toBe(102);
    expect(variantPickers(elements, elements[2]!).sizes.map((s) => s.title)).toEqual(['80 cm']);
  });

  it('offers nothing to choose for a product without colours or sizes', () => {
    expect(
      variantPickers([{ id: 7, colour: null, size: null }], { id: 7, colour: null, size: null }),
    ).toEqual({
      colours: [],
      sizes: [],
    });
  });

  it('offers sizes alone when a product has no colours', () => {
    const sized = [
      { id: 1, colour: null, size: s60 },
      { id: 2, colour: null, size: s80 },
    ];
    expect(variantPickers(sized, sized[1]!).sizes.map((s) => [s.title, s.selected])).toEqual([
      ['60 cm', false],
      ['80 cm', true],
    ]);
  });
});
