import { AREA_LOAD_PER_M2, AREA_LOAD_REFERENCE_DELTA_K, type InsulationStandard } from './building-standards';
import { designDeltaK, requirePositive } from './heat-load';

export interface AreaHeatLoadInput {
  floorAreaM2: number;
  insulation: InsulationStandard;
  designOutdoorC: number;
  roomC: number;
}

export interface AreaHeatLoad {
  method: 'area';
  totalW: number;
  wattsPerM2: number;
  referenceWattsPerM2: number;
  referenceDeltaK: number;
  deltaK: number;
  floorAreaM2: number;
}

/**
 * The per-m² rule of thumb, scaled by the actual Δθ: heat loss grows in proportion to the temperature difference,
 * so a bathroom at 24 °C or a colder region needs more than the 32 K reference. W/m² goes to one decimal first,
 * so that area × W/m² on the page gives the total shown.
 */
export function areaHeatLoad(input: AreaHeatLoadInput): AreaHeatLoad {
  requirePositive('floorAreaM2', input.floorAreaM2);
  const deltaK = designDeltaK(input.roomC, input.designOutdoorC);
  const referenceWattsPerM2 = AREA_LOAD_PER_M2[input.insulation];
  const wattsPerM2 = Math.round((referenceWattsPerM2 * deltaK * 10) / AREA_LOAD_REFERENCE_DELTA_K) / 10;
  return {
    method: 'area',
    totalW: Math.round(wattsPerM2 * input.floorAreaM2),
    wattsPerM2,
    referenceWattsPerM2,
    referenceDeltaK: AREA_LOAD_REFERENCE_DELTA_K,
    floorAreaM2: input.floorAreaM2,
    deltaK,
  };
}
