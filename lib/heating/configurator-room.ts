import { z } from 'zod';
import type { InsulationStandard } from './building-standards';
import {
  CONFIGURATOR_LIMITS as LIMITS,
  type ConfiguratorErrorKey,
  type ConfiguratorField,
  type ConfiguratorValues,
} from './configurator-fields';
import { defaultDesignTemperature, designOutdoorTemperature, type StoreCountry } from './design-temperature';
import type { ExteriorWalls, RoomPosition } from './heat-load';
import {
  SYSTEM_CODES,
  systemTemperatures,
  temperaturesProblem,
  type RadiatorTemperatures,
} from './radiator-output';
import { DEFAULT_ROOM_C, type RoomType } from './room-types';

/** The room as the load methods need it, every default and lookup already applied. */
export type ResolvedRoom = {
  roomType: RoomType;
  roomC: number;
  roomSource: 'chosen' | 'roomType';
  designOutdoorC: number;
  outdoorSource: 'chosen' | 'postcode' | 'default';
  /** The climate region the outdoor temperature comes from; null when the shopper entered it. */
  region: string | null;
} & (
  | {
      method: 'room';
      floorAreaM2: number;
      ceilingHeightM: number;
      exteriorWalls: ExteriorWalls;
      position: RoomPosition;
      insulation: InsulationStandard;
    }
  | { method: 'area'; floorAreaM2: number; insulation: InsulationStandard }
  | { method: 'known'; loadW: number }
);

const inRange = (value: unknown, { min, max }: { min: number; max: number }): value is number =>
  typeof value === 'number' && value >= min && value <= max;

/**
 * Rules across fields. Zod may run them after a field has failed, with that field's raw value, so each rule
 * first makes sure the values it compares are valid.
 */
export function crossFieldRules(values: ConfiguratorValues, ctx: z.RefinementCtx): void {
  const fail = (field: ConfiguratorField, message: ConfiguratorErrorKey) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  if (values.method !== 'known' && values.area === undefined) fail('area', 'configurator.areaRange');
  if (values.method === 'known' && values.load === undefined) fail('load', 'configurator.loadRequired');

  const roomC = values.room ?? DEFAULT_ROOM_C[values.roomType];
  if (!inRange(roomC, LIMITS.room)) return;
  if (inRange(values.outdoor, LIMITS.outdoor) && values.outdoor >= roomC) {
    fail('outdoor', 'configurator.outdoorAboveRoom');
  }
  // Unreachable with today's systems (the coolest returns at 35 °C, rooms stop at 30 °C); guards a cooler one.
  if (SYSTEM_CODES.includes(values.system) && temperaturesProblem(systemTemperatures(values.system, roomC))) {
    fail('system', 'configurator.flowNotAboveRoom');
  }
}

/** A temperature the shopper entered wins; else their postcode's region; else the store country's default. */
function designOutdoor(
  values: ConfiguratorValues,
  country: StoreCountry,
): Pick<ResolvedRoom, 'designOutdoorC' | 'outdoorSource' | 'region'> {
  if (values.outdoor !== undefined)
    return { designOutdoorC: values.outdoor, outdoorSource: 'chosen', region: null };
  const found = values.postcode === undefined ? null : designOutdoorTemperature(country, values.postcode);
  const { region, temperatureC } = found ?? defaultDesignTemperature(country);
  return { designOutdoorC: temperatureC, outdoorSource: found ? 'postcode' : 'default', region };
}

/** Checked values to the room and water temperatures to calculate with. */
export function resolveRoom(
  values: ConfiguratorValues,
  country: StoreCountry,
): { room: ResolvedRoom; temperatures: RadiatorTemperatures } {
  const roomC = values.room ?? DEFAULT_ROOM_C[values.roomType];
  const climate = {
    roomType: values.roomType,
    roomC,
    roomSource: values.room === undefined ? ('roomType' as const) : ('chosen' as const),
    ...designOutdoor(values, country),
  };
  // crossFieldRules has made sure the method's own figures are there.
  const room: ResolvedRoom =
    values.method === 'known'
      ? { ...climate, method: 'known', loadW: values.load! }
      : values.method === 'area'
        ? { ...climate, method: 'area', floorAreaM2: values.area!, insulation: values.insulation }
        : {
            ...climate,
            method: 'room',
            floorAreaM2: values.area!,
            ceilingHeightM: values.height,
            exteriorWalls: values.walls,
            position: values.position,
            insulation: values.insulation,
          };
  return { room, temperatures: systemTemperatures(values.system, roomC) };
}
