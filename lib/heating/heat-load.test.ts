import { correctedUValue } from './building-standards';
import { roomHeatLoad, type RoomHeatLoadInput } from './heat-load';

const living: RoomHeatLoadInput = {
  roomType: 'living',
  floorAreaM2: 20,
  ceilingHeightM: 2.5,
  exteriorWalls: 2,
  position: 'belowRoof',
  insulation: 'unrenovated',
  designOutdoorC: -12,
  roomC: 20,
};

describe("EN 12831's simplified room method", () => {
  // Hand-computed: an unrenovated corner living room of 20 m² under the roof, 2.5 m high, in Vienna.
  //   Δθ = 20 − (−12) = 32 K
  //   wall length √20 = 4.472 m; two exterior walls 2 × 4.472 × 2.5 = 22.36 m² gross
  //   window 20 m² / 8 = 2.50 m²; wall net 22.36 − 2.50 = 19.86 m²
  //   wall    19.86 m² × (1.2 + 0.1) W/m²K × 1.0 × 32 K = 826.2 → 826 W
  //   window   2.50 m² × (2.8 + 0.1) W/m²K × 1.0 × 32 K = 232.0 → 232 W
  //   roof    20.00 m² × (0.9 + 0.1) W/m²K × 0.9 × 32 K = 576.0 → 576 W   transmission 1634 W
  //   ventilation 0.34 Wh/m³K × 0.5 /h × 50 m³ × 32 K = 272 W
  //   total 1906 W, 95 W/m², close to the 100 W/m² rule of thumb for unrenovated houses.
  it('works out an unrenovated corner room under the roof, element by element', () => {
    expect(roomHeatLoad(living)).toEqual({
      method: 'room',
      totalW: 1906,
      transmissionW: 1634,
      ventilationW: 272,
      deltaK: 32,
      volumeM3: 50,
      airChangesPerHour: 0.5,
      heatRecovery: 0,
      elements: [
        { element: 'wall', areaM2: 19.86, uValue: 1.3, factor: 1, watts: 826 },
        { element: 'window', areaM2: 2.5, uValue: 2.9, factor: 1, watts: 232 },
        { element: 'roof', areaM2: 20, uValue: 1, factor: 0.9, watts: 576 },
      ],
      assumptions: { squareRoom: true, wallLengthM: 4.47, windowShareOfFloor: 0.125, thermalBridgeU: 0.1 },
    });
  });

  // Hand-computed: a renovated bathroom of 6 m² above an unheated cellar, one exterior wall, Berlin (−14 °C).
  //   Δθ = 24 − (−14) = 38 K; wall √6 × 2.5 = 6.12 m² gross, window 0.75 m², wall net 5.37 m²
  //   wall    5.37 × (0.35 + 0.05) × 1.0 × 38 = 81.6 → 82 W
  //   window  0.75 × (1.40 + 0.05) × 1.0 × 38 = 41.3 → 41 W
  //   floor   6.00 × (0.40 + 0.05) × 0.5 × 38 = 51.3 → 51 W   transmission 174 W
  //   ventilation 0.34 × 1.5 /h × 15 m³ × 38 K = 290.7 → 291 W: a bathroom loses most of its heat with its air.
  it('gives a bathroom its 24 °C and its 1.5 air changes, and counts the floor to the cellar at half', () => {
    const load = roomHeatLoad({
      ...living,
      roomType: 'bathroom',
      floorAreaM2: 6,
      exteriorWalls: 1,
      position: 'aboveUnheated',
      insulation: 'renovated',
      designOutdoorC: -14,
      roomC: 24,
    });
    expect(load.elements.map(({ element, areaM2, watts }) => [element, areaM2, watts])).toEqual([
      ['wall', 5.37, 82],
      ['window', 0.75, 41],
      ['floor', 6, 51],
    ]);
    expect([load.deltaK, load.transmissionW, load.ventilationW, load.totalW]).toEqual([38, 174, 291, 465]);
  });

  // Hand-computed: a 15 m² office in a passive house, one exterior wall, between heated floors, −12 °C.
  //   wall √15 × 2.5 = 9.68 m² gross, window 1.875 → 1.88 m², wall net 7.81 m²
  //   wall 7.81 × (0.12 + 0.02) × 32 = 35.0 → 35 W; window 1.88 × (0.80 + 0.02) × 32 = 49.3 → 49 W
  //   ventilation 0.34 × 1.0 /h × 37.5 m³ × 32 K × (1 − 0.8) = 81.6 → 82 W; total 166 W, 11 W/m².
  it('takes the recovered share off the ventilation loss in a passive house', () => {
    const load = roomHeatLoad({
      ...living,
      roomType: 'office',
      floorAreaM2: 15,
      exteriorWalls: 1,
      position: 'betweenHeated',
      insulation: 'passive',
    });
    expect([load.transmissionW, load.ventilationW, load.totalW, load.heatRecovery]).toEqual([
      84, 82, 166, 0.8,
    ]);
  });

  it('gives an inner hallway no wall and no window, only air: 0.34 × 0.5 × 25 m³ × 27 K = 115 W', () => {
    const load = roomHeatLoad({
      ...living,
      roomType: 'hallway',
      floorAreaM2: 10,
      exteriorWalls: 0,
      position: 'betweenHeated',
      roomC: 15,
    });
    expect(load.elements).toEqual([]);
    expect(load.totalW).toBe(115);
  });

  it('never cuts more window than there is wall, and needs nothing when it is warmer outside', () => {
    const hall = roomHeatLoad({ ...living, floorAreaM2: 300, ceilingHeightM: 2, exteriorWalls: 1 });
    expect(hall.elements.find(({ element }) => element === 'window')!.areaM2).toBe(34.64); // √300 × 2 m
    expect(hall.elements.find(({ element }) => element === 'wall')!.areaM2).toBe(0);
    expect(roomHeatLoad({ ...living, designOutdoorC: 25 }).totalW).toBe(0);
  });

  it('refuses a room that cannot exist', () => {
    expect(() => roomHeatLoad({ ...living, floorAreaM2: 0 })).toThrow(RangeError);
    expect(() => roomHeatLoad({ ...living, ceilingHeightM: Number.NaN })).toThrow(RangeError);
    expect(() => roomHeatLoad({ ...living, exteriorWalls: 5 as 4 })).toThrow(RangeError);
    expect(() => roomHeatLoad({ ...living, roomC: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('adds the thermal-bridge surcharge without floating-point noise', () => {
    expect(correctedUValue('renovated', 'wall')).toBe(0.4);
    expect(correctedUValue('lowEnergy', 'window')).toBe(1.05);
    expect(correctedUValue('passive', 'roof')).toBe(0.12);
  });
});
