import { luminance, textOn } from '../contrast';

import { energyLabelRegulations, type EnergyLabelRegulation } from '../shop/codes';

export { energyLabelRegulations, type EnergyLabelRegulation };

/** What a scale on a label rates. */
export type LabelFunction = 'spaceHeating' | 'waterHeating' | 'cooling' | 'heating';

export interface LabelScale {
  function: LabelFunction;
  /** Best first. */
  classes: readonly string[];
}

const A3_TO_D = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'] as const;
const A1_TO_F = ['A+', 'A', 'B', 'C', 'D', 'E', 'F'] as const;
const A2_TO_G = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Each regulation's label: its main scale and, where the label can carry one, its second. */
/** Which classes each label shows, best first, and in which colours. */
export const labelScales: Record<EnergyLabelRegulation, { main: LabelScale; second: LabelScale | null }> = {
  // Space and combination heaters since 26 September 2019; a combination heater's label adds water heating.
  '811/2013': {
    main: { function: 'spaceHeating', classes: A3_TO_D },
    second: { function: 'waterHeating', classes: A1_TO_F },
  },
  // Water heaters and hot water storage tanks since 26 September 2017.
  '812/2013': { main: { function: 'waterHeating', classes: A1_TO_F }, second: null },
  // Air conditioners since 1 January 2019: cooling, and heating on the same scale when reversible.
  '626/2011': {
    main: { function: 'cooling', classes: A3_TO_D },
    second: { function: 'heating', classes: A3_TO_D },
  },
  // Local space heaters since 1 January 2018.
  '2015/1186': { main: { function: 'spaceHeating', classes: A2_TO_G }, second: null },
};

export function isEnergyLabelRegulation(value: string): value is EnergyLabelRegulation {
  return (energyLabelRegulations as readonly string[]).includes(value);
}

export function isClassOf(scale: LabelScale, energyClass: string): boolean {
  return scale.classes.includes(energyClass);
}

/** The scale's ends, as the arrow of distance selling names them ("A+++" to "D"). */
export function scaleRange(scale: LabelScale): { best: string; worst: string } {
  return { best: scale.classes[0]!, worst: scale.classes.at(-1)! };
}

/**
 * The label annexes' seven arrow colours, dark green to red (CMYK 100-0-100-0, 70-0-100-0, 30-0-100-0,
 * 0-0-100-0, 0-30-100-0, 0-70-100-0, 0-100-100-0), in sRGB.
 */
export const ARROW_COLOURS = ['#00a651', '#50b848', '#bed630', '#fff200', '#fdb913', '#f37021', '#ed1c24'];

/** A class's colour: classes take the colours in order; on a scale longer than seven the last ones share red. */
export function arrowColour(scale: LabelScale, energyClass: string): string {
  const index = scale.classes.indexOf(energyClass);
  if (index < 0) throw new Error(`${energyClass} is not on the scale ${scale.classes.join(' ')}`);
  return ARROW_COLOURS[Math.min(index, ARROW_COLOURS.length - 1)]!;
}

/**
 * The letters' colour on an arrow: black or white, whichever reads better. The annexes print white letters,
 * but white on yellow fails WCAG contrast, and a shop page must be readable by everyone.
 */
export function letterColour(background: string): '#000000' | '#ffffff' {
  return textOn(luminance(background) ?? 0);
}

/** The model's page in the EU product database (EPREL), the address its label's QR code carries. */
export function eprelUrl(registrationNumber: number): string {
  return `https://eprel.ec.europa.eu/qr/${registrationNumber}`;
}
