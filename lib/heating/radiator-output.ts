/** Water and room temperatures a radiator works at, in °C. */
export interface RadiatorTemperatures {
  flowC: number;
  returnC: number;
  roomC: number;
}

/** Why a set of temperatures cannot heat the room; the codes double as message keys under "configurator.". */
export type TemperaturesProblem = 'flowNotAboveRoom' | 'returnAboveFlow' | 'returnNotAboveRoom';

/** EN 442-2 measures every radiator at 75/65/20 °C; catalogues print the rated output Φ₇₅/₆₅/₂₀ for these. */
export const RATED_TEMPERATURES: RadiatorTemperatures = { flowC: 75, returnC: 65, roomC: 20 };

/**
 * Makers who print no exponent: EN 442 panel radiators measure 1.25–1.35, so 1.3 is the value the trade's
 * conversion tables assume.
 */
export const DEFAULT_EXPONENT = 1.3;

/** Outside this band a catalogue's exponent is a data error (floor heating ≈1.1, convectors up to ≈1.5). */
const PLAUSIBLE_EXPONENT = { min: 1, max: 2 } as const;

/** Flow/return pairs the configurator offers: old boiler systems down to heat-pump temperatures. */
export const SYSTEM_CODES = ['75/65', '70/55', '55/45', '45/35'] as const;
export type SystemCode = (typeof SYSTEM_CODES)[number];

export const SYSTEM_TEMPERATURES: Record<SystemCode, readonly [flowC: number, returnC: number]> = {
  '75/65': [75, 65],
  '70/55': [70, 55],
  '55/45': [55, 45],
  '45/35': [45, 35],
};

export function systemTemperatures(system: SystemCode, roomC: number): RadiatorTemperatures {
  const [flowC, returnC] = SYSTEM_TEMPERATURES[system];
  return { flowC, returnC, roomC };
}

/**
 * Water that is not warmer than the room on its way out cannot give heat there, and the log-mean formula would
 * take the logarithm of a negative number. NaN fails every comparison, so it is caught as well.
 */
export function temperaturesProblem({
  flowC,
  returnC,
  roomC,
}: RadiatorTemperatures): TemperaturesProblem | null {
  if (!(flowC > roomC)) return 'flowNotAboveRoom';
  if (!(returnC <= flowC)) return 'returnAboveFlow';
  if (!(returnC > roomC)) return 'returnNotAboveRoom';
  return null;
}

/**
 * EN 442's logarithmic mean excess temperature ΔT_ln = (flow − return) / ln((flow − room) / (return − room)).
 * The arithmetic mean would overstate the output at the wide spreads of low-temperature systems. As return
 * approaches flow the quotient tends to the plain excess; log1p keeps that neighbourhood free of cancellation.
 */
export function logMeanExcess(t: RadiatorTemperatures): number {
  const problem = temperaturesProblem(t);
  if (problem) throw new RangeError(`Radiator temperatures cannot heat the room: ${problem}`);
  const flowExcess = t.flowC - t.roomC;
  const returnExcess = t.returnC - t.roomC;
  if (flowExcess === returnExcess) return flowExcess;
  return (flowExcess - returnExcess) / Math.log1p((flowExcess - returnExcess) / returnExcess);
}

/** ΔT_ln at 75/65/20: 10 / ln(55/45) = 49.83 K. Derived, not typed in, so that the rated point gives exactly 1. */
export const RATED_EXCESS_K = logMeanExcess(RATED_TEMPERATURES);

/** The maker's exponent when it is believable, else the trade's default. */
export function exponentOrDefault(exponent: number | null | undefined): number {
  if (typeof exponent !== 'number' || !Number.isFinite(exponent)) return DEFAULT_EXPONENT;
  if (exponent < PLAUSIBLE_EXPONENT.min || exponent > PLAUSIBLE_EXPONENT.max) return DEFAULT_EXPONENT;
  return exponent;
}

/** EN 442's characteristic Φ = Φ_rated · (ΔT_ln / ΔT_ln,rated)^n, as the factor on the rated output. */
export function conversionFactor(exponent: number | null | undefined, t: RadiatorTemperatures): number {
  return Math.pow(logMeanExcess(t) / RATED_EXCESS_K, exponentOrDefault(exponent));
}

/** What a radiator rated at ratedW gives at the temperatures t, to the whole watt as catalogues print it. */
export function outputAt(
  ratedW: number,
  exponent: number | null | undefined,
  t: RadiatorTemperatures,
): number {
  return Math.round(ratedW * conversionFactor(exponent, t));
}

/**
 * The rated output a radiator needs to give loadW at t. Rounded up: a catalogue filter "rated ≥ this" must
 * never drop a radiator that is just big enough.
 */
export function ratedOutputNeeded(
  loadW: number,
  exponent: number | null | undefined,
  t: RadiatorTemperatures,
): number {
  if (!Number.isFinite(loadW) || loadW < 0)
    throw new RangeError(`A heat load is a watt figure ≥ 0: ${loadW}`);
  // The epsilon keeps floating-point noise (1000.0000000001) from asking for 1001 W; max turns −0 into 0.
  return Math.max(0, Math.ceil(loadW / conversionFactor(exponent, t) - 1e-9));
}

/**
 * The least rated output any radiator can need for loadW at t, whatever its exponent within the believable band:
 * the floor of a catalogue query ("rated ≥ this") before each candidate is checked with its own exponent. Below
 * the rated excess the lowest exponent loses least output, above it the highest gains most.
 */
export function minimumRatedOutput(loadW: number, t: RadiatorTemperatures): number {
  const belowRated = logMeanExcess(t) < RATED_EXCESS_K;
  return ratedOutputNeeded(loadW, belowRated ? PLAUSIBLE_EXPONENT.min : PLAUSIBLE_EXPONENT.max, t);
}
