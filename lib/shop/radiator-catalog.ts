import type { CountryId } from './types';

export const radiatorTypes = ['panel', 'bathroom', 'designer'] as const;
export type RadiatorType = (typeof radiatorTypes)[number];
export const radiatorConnections = ['side', 'centre'] as const;
export type RadiatorConnection = (typeof radiatorConnections)[number];

/**
 * Radiators whose output at a heating system's temperatures covers a heat load. Each radiator's output there is
 * its rated output (75/65/20 °C) × `ratio`^n, `ratio` being the system's logarithmic mean excess temperature over
 * the rated one (lib/heating/radiator-output.ts) and n the radiator's own exponent.
 */
export interface RadiatorQuery {
  ratio: number;
  loadW: number;
  deliveryCountryId: CountryId;
  radiatorType: RadiatorType | null;
  connection: RadiatorConnection | null;
  maxWidthMm: number | null;
  maxHeightMm: number | null;
  limit: number;
  /** The closest to the load first, or the strongest first (to tell how far the best falls short). */
  order: 'closest' | 'strongest';
}

/** One radiator variant in stock with its rating; the closest to the load come first. */
export interface RadiatorMatch {
  productId: number;
  saleElementId: number;
  ratedOutputW: number;
  exponent: number;
  widthMm: number;
  heightMm: number;
  radiatorType: RadiatorType;
  connection: RadiatorConnection;
}

/** What a backend tells of its radiators' ratings (the configurator's capability). */
export interface RadiatorCatalog {
  findRadiators(query: RadiatorQuery): Promise<RadiatorMatch[]>;
  /** The types of radiator the catalogue has in stock, for the configurator's choice. */
  listRadiatorTypes(): Promise<RadiatorType[]>;
}
