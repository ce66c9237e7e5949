import { areaHeatLoad } from './area-heat-load';
import { parseConfiguratorQuery, type ResolvedRoom } from './configurator-query';
import { heatDemand } from './heat-demand';
import { roomHeatLoad } from './heat-load';
import { conversionFactor, outputAt, ratedOutputNeeded } from './radiator-output';

function valid(query: Record<string, string>, country: 'AT' | 'DE' | 'RO' = 'AT') {
  const result = parseConfiguratorQuery(query, country);
  if (result.status !== 'valid') throw new Error(`expected a valid query: ${JSON.stringify(result)}`);
  return result;
}

describe('the heat demand', () => {
  it('comes from the room method with its working', () => {
    // The worked example of heat-load.test.ts, entered through the form: 1906 W.
    const query = valid({
      area: '20',
      walls: '2',
      position: 'belowRoof',
      insulation: 'unrenovated',
      postcode: '1010',
    });
    if (query.room.method !== 'room') throw new Error('expected the room method by default');
    // 55/45/20 keeps at least (29.72/49.83)^1 = 0.596 of a rating (n = 1): 1906 / 0.596 = 3196 W at the least.
    expect(heatDemand(query)).toEqual({
      method: 'room',
      loadW: 1906,
      minimumRatedW: 3196,
      working: roomHeatLoad(query.room),
    });
  });

  it('comes from the per-m² rule with its working', () => {
    // 60 W/m² × (24 − (−16)) / 32 = 75 W/m² for a bathroom in Munich; 6 m² → 450 W.
    const demand = heatDemand(
      valid({ method: 'area', area: '6', roomType: 'bathroom', postcode: '80331' }, 'DE'),
    );
    expect(demand).toMatchObject({ method: 'area', loadW: 450, working: { wattsPerM2: 75, deltaK: 40 } });
    expect(demand.working).toEqual(
      areaHeatLoad({ floorAreaM2: 6, insulation: 'renovated', designOutdoorC: -16, roomC: 24 }),
    );
  });

  it('is the shopper’s own figure when they know it, whatever the climate', () => {
    expect(heatDemand(valid({ method: 'known', load: '1234,6', outdoor: '-30' }))).toEqual({
      method: 'known',
      loadW: 1235,
      minimumRatedW: 2071,
      working: null,
    });
  });

  it('accepts a room alone, and gives the catalogue query a floor no fitting radiator is below', () => {
    const room: ResolvedRoom = {
      method: 'area',
      floorAreaM2: 25,
      insulation: 'lowEnergy',
      roomType: 'living',
      roomC: 20,
      roomSource: 'roomType',
      designOutdoorC: -12,
      outdoorSource: 'default',
      region: 'at-vienna',
    };
    const temperatures = { flowC: 45, returnC: 35, roomC: 20 };
    const { loadW, minimumRatedW } = heatDemand({ room, temperatures });
    expect(loadW).toBe(1000); // 25 m² × 40 W/m²
    // On 45/35/20 a radiator with n = 1.3 gives 0.297 of its rating: 1000 W of load needs 3370 W rated. With the
    // lowest believable exponent, n = 1, it keeps 19.58/49.83 = 0.393: nothing below 2546 W can do.
    expect(minimumRatedW).toBe(2546);
    const rated = ratedOutputNeeded(loadW, null, temperatures);
    expect(rated).toBe(3370);
    expect(outputAt(rated, null, temperatures)).toBeGreaterThanOrEqual(loadW);
    expect((minimumRatedW - 1) * conversionFactor(1, temperatures)).toBeLessThan(loadW);
  });
});
