import { contrastRatio } from '../contrast';
import {
  ARROW_COLOURS,
  arrowColour,
  energyLabelRegulations,
  eprelUrl,
  isClassOf,
  isEnergyLabelRegulation,
  labelScales,
  letterColour,
  scaleRange,
} from './label-scales';

const [darkGreen, , , yellow, , , red] = ARROW_COLOURS;

describe('label scales', () => {
  it('rate each regulation on the scale its label uses today', () => {
    const range = (regulation: keyof typeof labelScales, which: 'main' | 'second') => {
      const scale = labelScales[regulation][which];
      return scale && Object.values(scaleRange(scale)).join(' bis ');
    };
    expect(range('811/2013', 'main')).toBe('A+++ bis D');
    expect(range('811/2013', 'second')).toBe('A+ bis F');
    expect(range('812/2013', 'main')).toBe('A+ bis F');
    expect(range('812/2013', 'second')).toBeNull();
    expect(range('626/2011', 'main')).toBe('A+++ bis D');
    expect(range('626/2011', 'second')).toBe('A+++ bis D');
    expect(range('2015/1186', 'main')).toBe('A++ bis G');
    expect(labelScales['2015/1186'].main.classes).toHaveLength(9);
  });

  it('know which classes belong to a scale', () => {
    const heaters = labelScales['811/2013'];
    expect(isClassOf(heaters.main, 'A+++')).toBe(true);
    expect(isClassOf(heaters.main, 'E')).toBe(false);
    expect(isClassOf(heaters.second!, 'A+++')).toBe(false);
    expect(isClassOf(labelScales['812/2013'].main, 'F')).toBe(true);
    expect(isClassOf(labelScales['2015/1186'].main, 'A+++')).toBe(false);
  });

  it('know the regulations by number', () => {
    expect(energyLabelRegulations.every(isEnergyLabelRegulation)).toBe(true);
    expect(isEnergyLabelRegulation('1060/2010')).toBe(false);
  });
});

describe('arrow colours', () => {
  it('run from dark green to red over a seven-class scale', () => {
    const { main } = labelScales['812/2013'];
    expect(main.classes.map((energyClass) => arrowColour(main, energyClass))).toEqual(ARROW_COLOURS);
  });

  it('give the last classes of a longer scale the same red', () => {
    const { main } = labelScales['2015/1186'];
    expect(arrowColour(main, 'A++')).toBe(darkGreen);
    expect(['E', 'F', 'G'].map((energyClass) => arrowColour(main, energyClass))).toEqual([red, red, red]);
  });

  it('colour a class by its place on its own scale', () => {
    expect(arrowColour(labelScales['811/2013'].main, 'A')).toBe(yellow);
    expect(arrowColour(labelScales['811/2013'].second!, 'A')).toBe(ARROW_COLOURS[1]);
  });

  it('refuse a class the scale does not have', () => {
    expect(() => arrowColour(labelScales['626/2011'].main, 'G')).toThrow('not on the scale');
  });
});

describe('letter colour', () => {
  it('reads at WCAG AA contrast on every arrow', () => {
    for (const colour of ARROW_COLOURS)
      expect(contrastRatio(colour, letterColour(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('is white on a dark colour and black on a light one', () => {
    expect(letterColour('#1a1f71')).toBe('#ffffff');
    expect(letterColour(yellow!)).toBe('#000000');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  });
});

it('links a registration number to its public EPREL page', () => {
  expect(eprelUrl(1779994)).toBe('https://eprel.ec.europa.eu/qr/1779994');
});
