import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import * as s from '../schema';
import { EUR, RON, STANDARD_TAX_RULE } from './static-data';
import { seedLocales, t, type Texts } from './texts';

const AUSTRIA = 13;
const GERMANY = 5;
const ROMANIA = 146;

/** Net postage in minor units, chosen so the gross amount in the country reads as a round price. */
type Tier = [upTo: number | null, net: number];

interface ModuleSeed {
  id: number;
  code: string;
  kind: 'parcel' | 'express' | 'freight' | 'pickup';
  position: number;
  requiresPhone: boolean;
  days: [number, number];
  title: Texts;
  description: Texts;
  countries: Array<{
    countryId: number;
    currencyId: number;
    basis: 'weight' | 'amount' | 'flat';
    freeFrom: number | null;
    tiers: Tier[];
  }>;
}

// Gross in Austria (20 %) and Germany (19 %): 4.90, 6.90, 9.90 and 19.90 €; Romania (19 %): 19.99 … 79.90 lei.
const parcelTiers: Record<number, Tier[]> = {
  [AUSTRIA]: [
    [2_000, 408],
    [10_000, 575],
    [31_500, 825],
    [null, 1_658],
  ],
  [GERMANY]: [
    [2_000, 412],
    [10_000, 580],
    [31_500, 832],
    [null, 1_672],
  ],
  [ROMANIA]: [
    [2_000, 1_680],
    [10_000, 2_520],
    [31_500, 3_353],
    [null, 6_714],
  ],
};

/** docs/product.md §9: free shipping above 50 € (AT, DE) and 1,000 lei (RO); freight 90 € (349 lei), pickup in Romania. */
export const deliveryModules: ModuleSeed[] = [
  {
    id: 77,
    code: 'standard',
    kind: 'parcel',
    position: 1,
    requiresPhone: false,
    days: [1, 3],
    title: t('Standardversand (Paket)', 'Livrare standard (colet)', 'Standard delivery (parcel)'),
    description: t(
      'Zustellung in 1–3 Werktagen, versandkostenfrei ab 50 €.',
      'Livrare în 1–3 zile lucrătoare, gratuită peste 1.000 lei.',
      'Delivered in 1–3 working days, free above €50 (1,000 lei in Romania).',
    ),
    countries: [
      { countryId: AUSTRIA, currencyId: EUR, basis: 'weight', freeFrom: 5_000, tiers: parcelTiers[AUSTRIA]! },
      { countryId: GERMANY, currencyId: EUR, basis: 'weight', freeFrom: 5_000, tiers: parcelTiers[GERMANY]! },
      {
        countryId: ROMANIA,
        currencyId: RON,
        basis: 'weight',
        freeFrom: 100_000,
        tiers: parcelTiers[ROMANIA]!,
      },
    ],
  },
  {
    id: 78,
    code: 'express',
    kind: 'express',
    position: 2,
    requiresPhone: false,
    days: [1, 1],
    title: t('Expressversand', 'Livrare expres', 'Express delivery'),
    description: t(
      'Bis 13 Uhr bestellt, am nächsten Werktag geliefert (außer freitags).',
      'Comandat până la ora 13:00, livrat în următoarea zi lucrătoare (cu excepția vinerii).',
      'Ordered by 1 pm, delivered the next working day (except Fridays).',
    ),
    countries: [
      // 12.90 € up to 100 € of goods, 9.90 € above.
      {
        countryId: AUSTRIA,
        currencyId: EUR,
        basis: 'amount',
        freeFrom: null,
        tiers: [
          [10_000, 1_075],
          [null, 825],
        ],
      },
      {
        countryId: GERMANY,
        currencyId: EUR,
        basis: 'amount',
        freeFrom: null,
        tiers: [
          [10_000, 1_084],
          [null, 832],
        ],
      },
    ],
  },
  {
    id: 79,
    code: 'freight',
    kind: 'freight',
    position: 3,
    requiresPhone: true,
    days: [7, 9],
    title: t('Speditionsversand', 'Transport de marfă voluminoasă', 'Freight delivery'),
    description: t(
      'Lieferung bis zur Bordsteinkante nach telefonischer Terminvereinbarung; pauschal je Bestellung.',
      'Livrare până la bordură după programare telefonică; tarif fix pe comandă.',
      'Delivered to the kerb after we agree a date by phone; one flat fee per order.',
    ),
    countries: [
      { countryId: AUSTRIA, currencyId: EUR, basis: 'flat', freeFrom: null, tiers: [[null, 7_500]] },
      { countryId: GERMANY, currencyId: EUR, basis: 'flat', freeFrom: null, tiers: [[null, 7_563]] },
      { countryId: ROMANIA, currencyId: RON, basis: 'flat', freeFrom: null, tiers: [[null, 29_328]] },
    ],
  },
  {
    id: 80,
    code: 'pickup',
    kind: 'pickup',
    position: 4,
    requiresPhone: true,
    days: [1, 1],
    title: t('Selbstabholung', 'Ridicare personală', 'Local pickup'),
    description: t(
      'Vor 15 Uhr bestellt, am nächsten Werktag abholbereit (außer freitags).',
      'Comandat înainte de ora 15:00, gata de ridicare în următoarea zi lucrătoare (cu excepția vinerii).',
      'Ordered before 3 pm, ready for pickup the next working day (except Fridays).',
    ),
    countries: [{ countryId: ROMANIA, currencyId: RON, basis: 'flat', freeFrom: null, tiers: [[null, 0]] }],
  },
];

export const fulfilmentCentres = [
  {
    id: 1,
    code: 'vie',
    countryId: AUSTRIA,
    position: 1,
    title: 'Wien-Liesing',
    street: 'Perfektastraße 21',
    postcode: '1230',
    city: 'Wien',
  },
  {
    id: 2,
    code: 'lej',
    countryId: GERMANY,
    position: 2,
    title: 'Leipzig',
    street: 'Am Exer 9',
    postcode: '04158',
    city: 'Leipzig',
  },
  {
    id: 3,
    code: 'buh',
    countryId: ROMANIA,
    position: 3,
    title: 'București',
    street: 'Bulevardul Timișoara 26',
    postcode: '061344',
    city: 'București',
  },
  {
    id: 4,
    code: 'clj',
    countryId: ROMANIA,
    position: 4,
    title: 'Cluj-Napoca',
    street: 'Strada Fabricii 93',
    postcode: '400632',
    city: 'Cluj-Napoca',
  },
];

const pickupPoints = [
  {
    id: 1,
    centreId: 3,
    title: t('Abholpunkt Bukarest', 'Punct de ridicare București', 'Bucharest pickup point'),
    phone: '+40 21 555 0100',
  },
  {
    id: 2,
    centreId: 4,
    title: t('Abholpunkt Cluj-Napoca', 'Punct de ridicare Cluj-Napoca', 'Cluj-Napoca pickup point'),
    phone: '+40 264 555 010',
  },
];
const openingHours = t('Mo–Fr 8–18 Uhr, Sa 9–13 Uhr', 'L–V 8–18, S 9–13', 'Mon–Fri 8 am–6 pm, Sat 9 am–1 pm');

/**
 * Splits each stocked sale element over the centres, derived from its id so the catalogue's random draws stay as
 * they are: half sit in Vienna alone, the rest in two or three centres, quantities adding up to its stock.
 */
async function writeCentreStock(db: ShopDatabase): Promise<void> {
  await db.execute(sql`INSERT INTO ${s.fulfilmentCenterStock} (fulfilment_center_id, product_sale_elements_id, quantity)
    SELECT centre, id, share FROM (
      SELECT pse.id, split.centre, split.share
      FROM ${s.productSaleElements} pse,
      LATERAL (VALUES
        (1, CASE WHEN pse.id % 10 < 5 OR pse.quantity = 1 THEN pse.quantity
                 WHEN pse.id % 10 = 9 THEN 0 ELSE ceil(pse.quantity * 0.6)::int END),
        (2, CASE WHEN pse.quantity > 1 AND pse.id % 10 IN (5, 6) THEN pse.quantity - ceil(pse.quantity * 0.6)::int
                 WHEN pse.quantity > 1 AND pse.id % 10 = 9 THEN ceil(pse.quantity * 0.5)::int ELSE 0 END),
        (3, CASE WHEN pse.quantity > 1 AND pse.id % 10 IN (7, 8) THEN pse.quantity - ceil(pse.quantity * 0.6)::int
                 WHEN pse.quantity > 1 AND pse.id % 10 = 9 THEN pse.quantity - ceil(pse.quantity * 0.5)::int ELSE 0 END)
      ) AS split(centre, share)
      -- A set keeps no stock of its own, so no centre holds it: its parts go from theirs.
      WHERE pse.quantity > 0
        AND NOT EXISTS (SELECT 1 FROM ${s.productSetPart} sp WHERE sp.set_sale_element_id = pse.id)
    ) shares WHERE share > 0`);
}

const i18nRows = (id: number, title: Texts, chapo: Texts) =>
  seedLocales.map(([language, locale]) => ({ id, locale, title: title[language], chapo: chapo[language] }));

/**
 * The demo shop's delivery configuration — modules, postage, fulfilment centres with their stock, pickup points —
 * as data: an operator changes prices and thresholds in these tables, not in code.
 */
export async function writeDeliveryConfiguration(db: ShopDatabase): Promise<void> {
  for (const entry of deliveryModules) {
    await db.insert(s.deliveryModule).values({
      id: entry.id,
      code: entry.code,
      kind: entry.kind,
      position: entry.position,
      taxRuleId: STANDARD_TAX_RULE,
      requiresPhone: entry.requiresPhone,
      deliveryMinDays: entry.days[0],
      deliveryMaxDays: entry.days[1],
    });
    await db.insert(s.deliveryModuleI18n).values(i18nRows(entry.id, entry.title, entry.description));
    for (const { tiers, ...country } of entry.countries) {
      await db.insert(s.deliveryModuleCountry).values({ moduleId: entry.id, ...country });
      await db
        .insert(s.postageTier)
        .values(
          tiers.map(([upTo, price]) => ({ moduleId: entry.id, countryId: country.countryId, upTo, price })),
        );
    }
  }
  await db.insert(s.fulfilmentCenter).values(fulfilmentCentres);
  for (const point of pickupPoints) {
    const centre = fulfilmentCentres.find((entry) => entry.id === point.centreId)!;
    await db.insert(s.pickupLocation).values({
      id: point.id,
      moduleId: 80,
      fulfilmentCenterId: centre.id,
      position: point.id,
      street: centre.street,
      postcode: centre.postcode,
      city: centre.city,
      phone: point.phone,
    });
    await db.insert(s.pickupLocationI18n).values(i18nRows(point.id, point.title, openingHours));
  }
  await writeCentreStock(db);
}
