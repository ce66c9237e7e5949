import {
  arrowColour,
  eprelUrl,
  labelScales,
  letterColour,
  scaleRange,
  type LabelFunction,
  type LabelScale,
} from '../energy/label-scales';
import type { EnergyLabel } from '../shop/types';

/** A class on its scale, in the scale's colour, with the scale's ends. */
export interface RatedClass {
  energyClass: string;
  background: string;
  text: string;
  best: string;
  worst: string;
}

/**
 * The arrow distance selling shows beside the price (Regulation (EU) 2017/1369 and its product regulations):
 * the product's class in its colour with the scale's range, opening the full label.
 */
export interface EnergyArrow extends RatedClass {
  labelHref: string;
}

/** What the product page adds: the label's second class, the information sheet and the EPREL registration. */
export interface EnergyLabelView extends EnergyArrow {
  second: (RatedClass & { function: LabelFunction }) | null;
  sheetHref: string;
  eprel: { number: number; href: string } | null;
}

function rated(scale: LabelScale, energyClass: string): RatedClass {
  const background = arrowColour(scale, energyClass);
  return { energyClass, background, text: letterColour(background), ...scaleRange(scale) };
}

export function energyArrow(label: EnergyLabel): EnergyArrow {
  return { ...rated(labelScales[label.regulation].main, label.energyClass), labelHref: label.labelUrl };
}

export function energyLabelView(label: EnergyLabel): EnergyLabelView {
  const { second } = labelScales[label.regulation];
  return {
    ...energyArrow(label),
    second:
      second && label.secondClass ? { ...rated(second, label.secondClass), function: second.function } : null,
    sheetHref: label.sheetUrl,
    eprel:
      label.eprelNumber === null ? null : { number: label.eprelNumber, href: eprelUrl(label.eprelNumber) },
  };
}
