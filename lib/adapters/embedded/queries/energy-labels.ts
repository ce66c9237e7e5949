import { isClassOf, isEnergyLabelRegulation, labelScales } from '../../../energy/label-scales';
import type { EnergyLabel } from '../../../shop/types';
import type { productEnergyLabel } from '../schema';

/**
 * A label row as the port's EnergyLabel. A row whose regulation or classes the shop's scales do not know
 * cannot be drawn beside a price, so it reads as no label rather than as a wrong one.
 */
export function toEnergyLabel(row: typeof productEnergyLabel.$inferSelect | null): EnergyLabel | null {
  if (!row || !isEnergyLabelRegulation(row.regulation)) return null;
  const { main, second } = labelScales[row.regulation];
  const secondFits = row.secondClass === null || (second !== null && isClassOf(second, row.secondClass));
  if (!isClassOf(main, row.energyClass) || !secondFits) return null;
  return {
    regulation: row.regulation,
    energyClass: row.energyClass,
    secondClass: row.secondClass,
    eprelNumber: row.eprelNumber,
    labelUrl: `/media/${row.labelFile}`,
    sheetUrl: `/media/${row.sheetFile}`,
  };
}
