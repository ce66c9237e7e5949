import { AUSTRIA, ROMANIA, type DesignRegion } from './design-regions';
import { GERMANY } from './design-regions-germany';

export type { DesignRegion } from './design-regions';

/** The countries the shop sells in; each has its own postcode format and climate tables. */
export type StoreCountry = 'AT' | 'DE' | 'RO';

export interface DesignTemperature {
  region: string;
  temperatureC: number;
}

/** Every region per country, for the select box where the shopper picks a climate instead of a postcode. */
export const DESIGN_REGIONS: Record<StoreCountry, readonly DesignRegion[]> = {
  AT: AUSTRIA,
  DE: GERMANY,
  RO: ROMANIA,
};

/**
 * When neither a postcode nor a temperature was given: each country's most populous region, whose value is also
 * close to the country's middle (Vienna −12 °C; Rhine-Main −12 °C between the Rhine-Ruhr's −10 °C and Bavaria's
 * −16 °C; Bucharest in zone II, −15 °C).
 */
export const DEFAULT_DESIGN_REGION: Record<StoreCountry, string> = {
  AT: 'at-vienna',
  DE: 'de-hesse',
  RO: 'ro-zone-2',
};

const POSTCODE: Record<StoreCountry, RegExp> = {
  AT: /^(?:A-|AT-)?(\d{4})$/i,
  DE: /^(?:D-|DE-)?(\d{5})$/i,
  RO: /^(?:RO-)?(\d{6})$/i,
};

// Longer than any postcode with its country prefix and stray spaces; nothing longer is worth a regular expression.
const MAX_POSTCODE_LENGTH = 20;

/** The postcode's digits, or null when it is not one of the country's: spaces are forgiven, as is "D-" or "A-". */
export function postcodeDigits(country: StoreCountry, postcode: string): string | null {
  if (typeof postcode !== 'string' || postcode.length > MAX_POSTCODE_LENGTH) return null;
  return POSTCODE[country].exec(postcode.replace(/\s+/g, ''))?.[1] ?? null;
}

function regionByPostcode(country: StoreCountry, digits: string): DesignRegion | null {
  let best: DesignRegion | null = null;
  let bestLength = 0;
  for (const region of DESIGN_REGIONS[country]) {
    for (const prefix of region.postcodePrefixes) {
      if (prefix.length > bestLength && digits.startsWith(prefix)) {
        best = region;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}

/**
 * The design outdoor temperature for a postcode, or null when the postcode is malformed or lies in no region
 * (an unused German Leitregion such as 05xxx, a Romanian county code that does not exist).
 */
export function designOutdoorTemperature(country: StoreCountry, postcode: string): DesignTemperature | null {
  const digits = postcodeDigits(country, postcode);
  const region = digits === null ? null : regionByPostcode(country, digits);
  return region && { region: region.region, temperatureC: region.temperatureC };
}

export function defaultDesignTemperature(country: StoreCountry): DesignTemperature {
  const code = DEFAULT_DESIGN_REGION[country];
  const region = DESIGN_REGIONS[country].find((candidate) => candidate.region === code)!;
  return { region: region.region, temperatureC: region.temperatureC };
}
