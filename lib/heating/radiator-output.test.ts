import fc from 'fast-check';
import {
  DEFAULT_EXPONENT,
  RATED_EXCESS_K,
  SYSTEM_CODES,
  conversionFactor,
  exponentOrDefault,
  logMeanExcess,
  minimumRatedOutput,
  outputAt,
  ratedOutputNeeded,
  systemTemperatures,
  temperaturesProblem,
} from './radiator-output';

const at = (flowC: number, returnC: number, roomC = 20) => ({ flowC, returnC, roomC });

describe('the log-mean excess temperature (EN 442-2)', () => {
  it('is 49.83 K at the rated 75/65/20: (75 − 65) / ln(55 / 45) = 10 / 0.20067', () => {
    expect(RATED_EXCESS_K).toBeCloseTo(49.83, 2);
    expect(logMeanExcess(at(75, 65))).toBe(RATED_EXCESS_K);
  });

  it('is below the arithmetic mean at wide spreads: 55/45/20 gives 10 / ln(35/25) = 29.72 K, not 30 K', () => {
    expect(logMeanExcess(at(55, 45))).toBeCloseTo(29.72, 2);
    expect(logMeanExcess(at(70, 55))).toBeCloseTo(42.06, 2); // 15 / ln(50/35)
    expect(logMeanExcess(at(45, 35))).toBeCloseTo(19.58, 2); // 10 / ln(25/15)
  });

  it('tends to the plain excess as return approaches flow, without dividing 0 by 0', () => {
    expect(logMeanExcess(at(50, 50))).toBe(30);
    expect(logMeanExcess(at(50, 50 - 1e-9))).toBeCloseTo(30, 6);
    expect(logMeanExcess(at(50, 50 - 1e-13))).toBeCloseTo(30, 6);
  });

  it('names the temperatures that cannot heat the room, and refuses to compute with them', () => {
    expect(temperaturesProblem(at(55, 45))).toBeNull();
    expect(temperaturesProblem(at(20, 15))).toBe('flowNotAboveRoom');
    expect(temperaturesProblem(at(18, 15))).toBe('flowNotAboveRoom');
    expect(temperaturesProblem(at(45, 50))).toBe('returnAboveFlow');
    expect(temperaturesProblem(at(45, 20))).toBe('returnNotAboveRoom');
    expect(temperaturesProblem(at(45, 18))).toBe('returnNotAboveRoom');
    expect(temperaturesProblem(at(Number.NaN, 45))).toBe('flowNotAboveRoom');
    expect(() => logMeanExcess(at(45, 20))).toThrow(RangeError);
    expect(() => outputAt(1000, 1.3, at(20, 15))).toThrow(RangeError);
  });
});

describe('the output at other temperatures', () => {
  // Φ/Φ₇₅/₆₅/₂₀ = (ΔT_ln / 49.83)^1.3, worked by hand:
  //   75/65/20: 1; 70/55/20: (42.06/49.83)^1.3 = 0.8441^1.3 = 0.802;
  //   55/45/20: (29.72/49.83)^1.3 = 0.5964^1.3 = 0.511; 45/35/20: (19.58/49.83)^1.3 = 0.3929^1.3 = 0.297.
  // Makers' conversion tables ("Umrechnungsfaktoren") apply the same formula. Checked against figures quoted
  // for them: 0.49 at 55/45/20 needs n ≈ 1.38, and 0.73 is 70/55/20 at no exponent from 1.2 to 1.5 (≥ 0.775).
  it('scales the rated output by (ΔT_ln / 49.83 K)^n', () => {
    expect(conversionFactor(1.3, at(75, 65))).toBe(1);
    expect(conversionFactor(1.3, at(70, 55))).toBeCloseTo(0.802, 3);
    expect(conversionFactor(1.3, at(55, 45))).toBeCloseTo(0.511, 3);
    expect(conversionFactor(1.3, at(45, 35))).toBeCloseTo(0.297, 3);
    // A bathroom at 24 °C on 55/45: 10 / ln(31/21) = 25.68 K, (25.68/49.83)^1.3 = 0.422.
    expect(conversionFactor(1.3, at(55, 45, 24))).toBeCloseTo(0.422, 3);
  });

  it('reproduces a published worked example: 2641 W at 90/70/20 and 1073 W at 55/45/20 for the same radiator', () => {
    // heizreport.com, "Wie kann ich die Heizkörperleistung umrechnen und den Heizkörperexponenten ermitteln":
    // one radiator gives 2641 W at 90/70/20 and 1073 W at 55/45/20. With n = 1.3 both follow from a rated
    // output of 2100 W: 2100 · (59.44/49.83)^1.3 = 2100 · 1.2576 = 2641; 2100 · 0.5107 = 1072.5 → 1073.
    expect(outputAt(2100, 1.3, at(90, 70))).toBe(2641);
    expect(outputAt(2100, 1.3, at(55, 45))).toBe(1073);
    expect(outputAt(2100, 1.3, at(75, 65))).toBe(2100);
  });

  it('falls back to n = 1.3 when the maker gives no believable exponent', () => {
    expect(DEFAULT_EXPONENT).toBe(1.3);
    for (const missing of [null, undefined, Number.NaN, 0, -1.3, 13, Number.POSITIVE_INFINITY]) {
      expect(exponentOrDefault(missing)).toBe(1.3);
    }
    expect(exponentOrDefault(1.25)).toBe(1.25);
    // A higher exponent loses more output at low temperatures: (0.5964)^1.4 = 0.485 against 0.511.
    expect(conversionFactor(1.4, at(55, 45))).toBeCloseTo(0.485, 3);
    expect(outputAt(1000, null, at(55, 45))).toBe(511);
  });
});

describe('the rated output a load needs', () => {
  it('inverts the conversion and rounds up: 1000 W at 55/45/20 needs 1000 / 0.5107 = 1958 W rated', () => {
    expect(ratedOutputNeeded(1000, 1.3, at(55, 45))).toBe(1958);
    expect(ratedOutputNeeded(1000, 1.3, at(75, 65))).toBe(1000);
    expect(ratedOutputNeeded(0, 1.3, at(45, 35))).toBe(0);
    // 45/35/20: 1000 / 0.2968 = 3369.2 → 3370 W rated, more than three times the load.
    expect(ratedOutputNeeded(1000, 1.3, at(45, 35))).toBe(3370);
    expect(() => ratedOutputNeeded(Number.NaN, 1.3, at(55, 45))).toThrow(RangeError);
    expect(() => ratedOutputNeeded(-5, 1.3, at(55, 45))).toThrow(RangeError);
  });

  it('never asks for a radiator that falls short, nor for one watt more than needed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.constantFrom(...SYSTEM_CODES),
        fc.integer({ min: 10, max: 30 }),
        fc.double({ min: 1.1, max: 1.5, noNaN: true }),
        (loadW, system, roomC, exponent) => {
          const t = systemTemperatures(system, roomC);
          const rated = ratedOutputNeeded(loadW, exponent, t);
          expect(outputAt(rated, exponent, t)).toBeGreaterThanOrEqual(loadW);
          expect((rated - 1) * conversionFactor(exponent, t)).toBeLessThan(loadW + 1e-6);
        },
      ),
    );
  });

  it('puts a floor under every exponent for the catalogue query', () => {
    // Below the rated excess the floor is the n = 1 case: 1000 / (29.72/49.83) = 1676.7 → 1677 W at 55/45/20.
    expect(minimumRatedOutput(1000, at(55, 45))).toBe(1677);
    // Above it (75/65 heating a 15 °C hallway, ΔT_ln = 10/ln(60/50) = 54.85 K) the n = 2 case gains most:
    // 1000 / (54.85/49.83)² = 825.5 → 826 W.
    expect(minimumRatedOutput(1000, at(75, 65, 15))).toBe(826);
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 20_000 }),
        fc.constantFrom(...SYSTEM_CODES),
        fc.integer({ min: 10, max: 30 }),
        fc.double({ min: 1, max: 2, noNaN: true }),
        (loadW, system, roomC, exponent) => {
          const t = systemTemperatures(system, roomC);
          expect(minimumRatedOutput(loadW, t)).toBeLessThanOrEqual(ratedOutputNeeded(loadW, exponent, t));
        },
      ),
    );
  });

  it('knows the systems on offer', () => {
    expect(SYSTEM_CODES).toEqual(['75/65', '70/55', '55/45', '45/35']);
    expect(systemTemperatures('70/55', 24)).toEqual({ flowC: 70, returnC: 55, roomC: 24 });
  });
});
