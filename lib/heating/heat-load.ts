import {
  HEAT_RECOVERY,
  TEMPERATURE_FACTOR,
  THERMAL_BRIDGE_SURCHARGE,
  correctedUValue,
  type FabricElement,
  type InsulationStandard,
} from './building-standards';
import { AIR_HEAT_CAPACITY, MIN_AIR_CHANGES_PER_HOUR, type RoomType } from './room-types';

/** What lies above and below the room: heated flats, or an unheated cellar/ground and roof/attic. */
export const ROOM_POSITIONS = ['betweenHeated', 'aboveUnheated', 'belowRoof', 'bungalow'] as const;
export type RoomPosition = (typeof ROOM_POSITIONS)[number];

export const EXTERIOR_WALL_COUNTS = [0, 1, 2, 3, 4] as const;
export type ExteriorWalls = (typeof EXTERIOR_WALL_COUNTS)[number];

/**
 * Window area as a share of floor area. German state building codes ask for windows of at least 1/8 of the
 * floor, Austria's OIB-RL 3 for 12 % of glazing; real rooms rarely have less, so 1/8 it is.
 */
export const WINDOW_SHARE_OF_FLOOR = 0.125;

const LOSES_THROUGH: Record<RoomPosition, { roof: boolean; floor: boolean }> = {
  betweenHeated: { roof: false, floor: false },
  aboveUnheated: { roof: false, floor: true },
  belowRoof: { roof: true, floor: false },
  bungalow: { roof: true, floor: true },
};

export interface RoomHeatLoadInput {
  roomType: RoomType;
  floorAreaM2: number;
  ceilingHeightM: number;
  exteriorWalls: ExteriorWalls;
  position: RoomPosition;
  insulation: InsulationStandard;
  designOutdoorC: number;
  roomC: number;
}

export interface HeatLoadElement {
  element: FabricElement;
  areaM2: number;
  /** U + ΔU_TB in W/(m²·K). */
  uValue: number;
  factor: number;
  watts: number;
}

export interface RoomHeatLoad {
  method: 'room';
  totalW: number;
  transmissionW: number;
  ventilationW: number;
  deltaK: number;
  volumeM3: number;
  airChangesPerHour: number;
  /** Share of the ventilation loss a heat-recovery unit returns; 0 without one. */
  heatRecovery: number;
  elements: HeatLoadElement[];
  /** What the room method had to assume about a room it knows only by area, height and walls. */
  assumptions: { squareRoom: true; wallLengthM: number; windowShareOfFloor: number; thermalBridgeU: number };
}

const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** θ_int − θ_e; a room never needs negative heat, so a design outdoor temperature above the room gives 0. */
export function designDeltaK(roomC: number, designOutdoorC: number): number {
  if (!Number.isFinite(roomC) || !Number.isFinite(designOutdoorC))
    throw new RangeError('Temperatures must be numbers');
  return Math.max(0, roomC - designOutdoorC);
}

export function requirePositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number: ${value}`);
}

/** Areas go to 0.01 m² first, so that area × U × f × Δθ on the page gives the watts shown. */
function fabric(element: FabricElement, areaM2: number, standard: InsulationStandard, deltaK: number) {
  const uValue = correctedUValue(standard, element);
  const factor = TEMPERATURE_FACTOR[element];
  const area = toHundredths(areaM2);
  return { element, areaM2: area, uValue, factor, watts: Math.round(area * uValue * factor * deltaK) };
}

/**
 * EN 12831's simplified room method: Φ = Σ A·U·f·Δθ + 0.34·n_min·V·Δθ, with heat recovery taking its share off
 * the second term. The room is taken as square, each exterior wall √A long and as high as the ceiling, its
 * windows cut out of those walls (never more than the walls: a wide, low room gets a glass front); a room
 * without exterior walls has no window.
 */
export function roomHeatLoad(input: RoomHeatLoadInput): RoomHeatLoad {
  const { floorAreaM2, ceilingHeightM, exteriorWalls, insulation } = input;
  requirePositive('floorAreaM2', floorAreaM2);
  requirePositive('ceilingHeightM', ceilingHeightM);
  if (!EXTERIOR_WALL_COUNTS.includes(exteriorWalls)) throw new RangeError(`exteriorWalls: ${exteriorWalls}`);
  const deltaK = designDeltaK(input.roomC, input.designOutdoorC);

  const wallLengthM = Math.sqrt(floorAreaM2);
  const grossWallM2 = exteriorWalls * wallLengthM * ceilingHeightM;
  const windowM2 = Math.min(WINDOW_SHARE_OF_FLOOR * floorAreaM2, grossWallM2);
  const elements: HeatLoadElement[] = [];
  if (exteriorWalls > 0) {
    elements.push(fabric('wall', grossWallM2 - windowM2, insulation, deltaK));
    elements.push(fabric('window', windowM2, insulation, deltaK));
  }
  if (LOSES_THROUGH[input.position].roof) elements.push(fabric('roof', floorAreaM2, insulation, deltaK));
  if (LOSES_THROUGH[input.position].floor) elements.push(fabric('floor', floorAreaM2, insulation, deltaK));

  const volumeM3 = toHundredths(floorAreaM2 * ceilingHeightM);
  const airChangesPerHour = MIN_AIR_CHANGES_PER_HOUR[input.roomType];
  const heatRecovery = HEAT_RECOVERY[insulation];
  const ventilationW = Math.round(
    AIR_HEAT_CAPACITY * airChangesPerHour * volumeM3 * deltaK * (1 - heatRecovery),
  );
  const transmissionW = elements.reduce((sum, { watts }) => sum + watts, 0);

  return {
    method: 'room',
    totalW: transmissionW + ventilationW,
    transmissionW,
    ventilationW,
    deltaK,
    volumeM3,
    airChangesPerHour,
    heatRecovery,
    elements,
    assumptions: {
      squareRoom: true,
      wallLengthM: toHundredths(wallLengthM),
      windowShareOfFloor: WINDOW_SHARE_OF_FLOOR,
      thermalBridgeU: THERMAL_BRIDGE_SURCHARGE[insulation],
    },
  };
}
