import { areaHeatLoad, type AreaHeatLoad } from './area-heat-load';
import type { ResolvedRoom } from './configurator-room';
import { roomHeatLoad, type RoomHeatLoad } from './heat-load';
import { minimumRatedOutput, type RadiatorTemperatures } from './radiator-output';

/**
 * The heat the radiators must cover, with the working that led to it: EN 12831's room method, the per-m² rule
 * of thumb, or the figure the shopper brought (from a planner's calculation or an energy consultant), which
 * comes without working.
 */
export type HeatDemand = { loadW: number; minimumRatedW: number } & (
  | { method: 'room'; working: RoomHeatLoad }
  | { method: 'area'; working: AreaHeatLoad }
  | { method: 'known'; working: null }
);

function loadOf(room: ResolvedRoom) {
  switch (room.method) {
    case 'room': {
      const working = roomHeatLoad(room);
      return { method: 'room' as const, loadW: working.totalW, working };
    }
    case 'area': {
      const working = areaHeatLoad(room);
      return { method: 'area' as const, loadW: working.totalW, working };
    }
    case 'known':
      // The shopper's figure already is the room's load; the design temperatures do not change it.
      return { method: 'known' as const, loadW: Math.round(room.loadW), working: null };
  }
}

/**
 * Takes what parseConfiguratorQuery returned when valid; only the room and the water temperatures are read, so
 * a test or another page can pass them alone. minimumRatedW is the catalogue query's floor: no radiator rated
 * below it can give loadW at these temperatures, whatever its exponent; each one above is then checked with
 * outputAt and its own exponent.
 */
export function heatDemand(valid: { room: ResolvedRoom; temperatures: RadiatorTemperatures }): HeatDemand {
  const demand = loadOf(valid.room);
  return { ...demand, minimumRatedW: minimumRatedOutput(demand.loadW, valid.temperatures) };
}
