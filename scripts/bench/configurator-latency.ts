/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL: times the radiator configurator's
 * answer as its page makes it (the search for radiators covering a load, then the shown ones' products for price and
 * extras) over rooms of 300–3,000 W at the four system temperatures, with and without limits to type and height.
 * Products are read past the data cache, the worst case: a page reads them from the cache once any page has. Beside
 * it, the search alone and one product read (a product page's uncached read), the baseline. Prints one JSON line.
 */
import { buildMarketContext } from '../../lib/catalog/market-context';
import { excessRatio, radiatorOffers, type RadiatorFilters } from '../../lib/configurator/radiator-offers';
import { defaultMarket } from '../../lib/i18n/market';
import { systemTemperatures, SYSTEM_CODES } from '../../lib/heating/radiator-output';
import { getCatalog, getRadiators } from '../../lib/storefront';
import { latency } from './latency';

async function main(): Promise<void> {
  const [catalog, radiators] = await Promise.all([getCatalog(), getRadiators()]);
  const context = await buildMarketContext(defaultMarket('at'), {
    store: (code) => catalog.getStore(code),
    taxRules: (language) => catalog.listTaxRules(language),
    countries: (language) => catalog.listCountries(language),
  });
  const limits: RadiatorFilters[] = [
    { radiatorType: null, connection: null, maxWidthMm: null, maxHeightMm: null },
    { radiatorType: 'panel', connection: 'side', maxWidthMm: null, maxHeightMm: 600 },
  ];
  const rooms = SYSTEM_CODES.flatMap((system) =>
    [300, 800, 1500, 3000].flatMap((loadW) =>
      limits.map((filters) => ({ loadW, temperatures: systemTemperatures(system, 20), filters })),
    ),
  );
  let next = 0;
  const room = () => rooms[next++ % rooms.length]!;
  const readProduct = (id: number, language: 'de' | 'ro' | 'en') => catalog.getProduct(id, language);
  const answer = async () => {
    const { loadW, temperatures, filters } = room();
    return radiatorOffers(loadW, temperatures, filters, context, readProduct);
  };
  const search = async () => {
    const { loadW, temperatures, filters } = room();
    return radiators.findRadiators({
      ...filters,
      ratio: excessRatio(temperatures),
      loadW,
      deliveryCountryId: 13,
      limit: 16,
      order: 'closest',
    });
  };
  const products = (await catalog.listProducts({ language: 'de', limit: 1 })).total;
  let productId = 0;
  const productRead = () => catalog.getProduct(1 + ((productId++ * 97) % products), 'de');
  await latency(answer, 1);
  const figures = {
    productRead: await latency(productRead, 1),
    search: await latency(search, 1),
    answer: await latency(answer, 1),
    answerTenAtOnce: await latency(answer, 10),
  };
  const ratio = (value: number) => Number((value / figures.productRead.p50).toFixed(2));
  console.log(
    JSON.stringify({
      ...figures,
      searchToProductRead: ratio(figures.search.p50),
      answerToProductRead: ratio(figures.answer.p50),
    }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
