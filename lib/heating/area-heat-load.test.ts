import { areaHeatLoad } from './area-heat-load';
import { AREA_LOAD_PER_M2 } from './building-standards';
import { roomHeatLoad } from './heat-load';

const reference = { floorAreaM2: 20, designOutdoorC: -12, roomC: 20 } as const;

describe('the per-m² rule of thumb', () => {
  it('gives the preset at the reference 32 K (20 °C inside, −12 °C outside)', () => {
    expect(areaHeatLoad({ ...reference, insulation: 'renovated' })).toEqual({
      method: 'area',
      totalW: 1200, // 20 m² × 60 W/m²
      wattsPerM2: 60,
      referenceWattsPerM2: 60,
      referenceDeltaK: 32,
      deltaK: 32,
      floorAreaM2: 20,
    });
    expect(AREA_LOAD_PER_M2).toEqual({ unrenovated: 100, renovated: 60, lowEnergy: 40, passive: 15 });
  });

  it('scales with Δθ: a 6 m² bathroom at 24 °C in Munich (−16 °C) is 60 × 40/32 = 75 W/m², 450 W', () => {
    const load = areaHeatLoad({ floorAreaM2: 6, insulation: 'renovated', designOutdoorC: -16, roomC: 24 });
    expect([load.deltaK, load.wattsPerM2, load.totalW]).toEqual([40, 75, 450]);
  });

  it('shows W/m² to one decimal so the working adds up: Brașov, 100 × 41/32 = 128.1 W/m² × 10 m² = 1281 W', () => {
    const load = areaHeatLoad({ floorAreaM2: 10, insulation: 'unrenovated', designOutdoorC: -21, roomC: 20 });
    expect([load.deltaK, load.wattsPerM2, load.totalW]).toEqual([41, 128.1, 1281]);
  });

  it('halves with half the temperature difference and needs nothing when outside is as warm', () => {
    expect(areaHeatLoad({ ...reference, insulation: 'lowEnergy', designOutdoorC: 4 }).totalW).toBe(400);
    expect(areaHeatLoad({ ...reference, insulation: 'passive', designOutdoorC: 20 }).totalW).toBe(0);
    expect(() => areaHeatLoad({ ...reference, insulation: 'passive', floorAreaM2: -1 })).toThrow(RangeError);
  });

  it('stays above the room method for a room between heated floors, as a rule of thumb with margins should', () => {
    for (const insulation of ['unrenovated', 'renovated', 'lowEnergy', 'passive'] as const) {
      const room = roomHeatLoad({
        ...reference,
        insulation,
        roomType: 'living',
        ceilingHeightM: 2.5,
        exteriorWalls: 1,
        position: 'betweenHeated',
      });
      expect(areaHeatLoad({ ...reference, insulation }).totalW).toBeGreaterThan(room.totalW);
    }
  });
});
