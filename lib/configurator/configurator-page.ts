import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { parseConfiguratorQuery, type ConfiguratorQuery } from '../heating/configurator-query';
import { defaultDesignTemperature, type StoreCountry } from '../heating/design-temperature';
import { heatDemand, type HeatDemand } from '../heating/heat-demand';
import type { StoreCode } from '../shop/types';
import type { RadiatorConnection, RadiatorType } from '../shop/radiator-catalog';
import { getRadiators } from '../storefront';
import { radiatorOffers, strongestOffer, type RadiatorFilters, type RadiatorOffer } from './radiator-offers';

export const CONFIGURATOR_PATH = 'configurator';
const countryOf: Record<StoreCode, StoreCountry> = { at: 'AT', de: 'DE', ro: 'RO' };

export interface ConfiguratorAnswer {
  demand: HeatDemand;
  offers: RadiatorOffer[];
  /** Only when no offer covers the load. */
  strongest: RadiatorOffer | null;
}

export interface ConfiguratorPageData {
  country: StoreCountry;
  query: ConfiguratorQuery;
  answer: ConfiguratorAnswer | null;
  radiatorTypes: RadiatorType[];
  defaultOutdoorC: number;
}

const orNull = <T extends string>(value: T | 'any'): T | null => (value === 'any' ? null : value);

/** The configurator's page for a query: the checked inputs and, for valid ones, the load and the radiators. */
export async function configuratorPage(
  query: Record<string, string | string[] | undefined>,
  context: MarketContext,
): Promise<ConfiguratorPageData> {
  const country = countryOf[context.store.code];
  const parsed = parseConfiguratorQuery(query, country);
  const radiatorTypes = await (await getRadiators()).listRadiatorTypes();
  const base = {
    country,
    query: parsed,
    radiatorTypes,
    defaultOutdoorC: defaultDesignTemperature(country).temperatureC,
  };
  if (parsed.status !== 'valid') return { ...base, answer: null };
  const demand = heatDemand(parsed);
  const filters: RadiatorFilters = {
    radiatorType: orNull<RadiatorType>(parsed.values.type),
    connection: orNull<RadiatorConnection>(parsed.values.connection),
    maxWidthMm: parsed.values.maxWidth ?? null,
    maxHeightMm: parsed.values.maxHeight ?? null,
  };
  const offers = await radiatorOffers(demand.loadW, parsed.temperatures, filters, context);
  const strongest = offers.length === 0 ? await strongestOffer(parsed.temperatures, filters, context) : null;
  return { ...base, answer: { demand, offers, strongest } };
}
