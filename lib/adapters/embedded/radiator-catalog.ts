import { sql } from 'drizzle-orm';
import {
  radiatorTypes,
  type RadiatorCatalog,
  type RadiatorConnection,
  type RadiatorMatch,
  type RadiatorQuery,
  type RadiatorType,
} from '../../shop/radiator-catalog';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

interface Row {
  product_id: number;
  pse_id: number;
  rated_output_w: number;
  exponent_milli: number;
  width_mm: number;
  height_mm: number;
  radiator_type: string;
  connection: string;
}

/** How far above the load the first, narrow search looks: closest offers lie well within twice the load. */
const NEAR_FACTOR = 2;
/** Ratings the narrow search takes before asking stock and visibility: most pass, so a few times the limit do. */
const CANDIDATES_PER_OFFER = 4;

interface Window {
  /** The most output to look at; null for no bound. */
  to: number | null;
  /** The ratings to take, closest first, before stock and visibility are asked; null for all. */
  candidates: number | null;
}

/**
 * Ratings live in radiator_rating; a variant counts when its product is shown, it is in stock and it may be
 * delivered to the shopper's country. Each radiator's output at the system is rated × ratio^n with its own n, so
 * the catalogue's lowest and highest exponent bound the rated outputs a search must look at: all that can give
 * between the load and `to` watts have a rated output between load ÷ ratio^n (the strongest conversion) and
 * to ÷ ratio^n (the weakest), which the index on the rated output cuts out of the whole table. The ratings are
 * ordered alone first, so only the closest candidates are joined to their variants and products.
 */
async function search(
  db: ShopDatabase,
  query: RadiatorQuery,
  exponents: { low: number; high: number },
  { to, candidates }: Window,
): Promise<Row[]> {
  const output = sql`r.rated_output_w * power(${query.ratio}::float8, r.exponent_milli / 1000.0)`;
  const conversions = [query.ratio ** exponents.low, query.ratio ** exponents.high];
  const lowestRated = Math.floor(query.loadW / Math.max(...conversions));
  const highestRated = to === null ? null : Math.ceil(to / Math.min(...conversions));
  const direction = query.order === 'strongest' ? sql`DESC` : sql`ASC`;
  return selectRows<Row>(
    db,
    sql`WITH candidate AS (
        SELECT r.*, ${output} AS output FROM radiator_rating r
        WHERE r.rated_output_w >= ${lowestRated}
          AND (${highestRated}::int IS NULL OR r.rated_output_w <= ${highestRated})
          AND ${output} >= ${query.loadW}
          AND (${to}::float8 IS NULL OR ${output} <= ${to})
          AND (${query.radiatorType}::text IS NULL OR r.radiator_type = ${query.radiatorType})
          AND (${query.connection}::text IS NULL OR r.connection = ${query.connection})
          AND (${query.maxWidthMm}::int IS NULL OR r.width_mm <= ${query.maxWidthMm})
          AND (${query.maxHeightMm}::int IS NULL OR r.height_mm <= ${query.maxHeightMm})
        ORDER BY output ${direction}, r.product_sale_elements_id
        LIMIT ${candidates})
      SELECT p.id AS product_id, pse.id AS pse_id, c.rated_output_w, c.exponent_milli, c.width_mm, c.height_mm,
        c.radiator_type, c.connection
      FROM candidate c
      JOIN product_sale_elements pse ON pse.id = c.product_sale_elements_id AND pse.quantity > 0
      JOIN product p ON p.id = pse.product_id AND p.visible
      WHERE NOT EXISTS (SELECT 1 FROM product_undeliverable_country u
        WHERE u.product_id = p.id AND u.country_id = ${query.deliveryCountryId})
      ORDER BY c.output ${direction}, pse.id
      LIMIT ${query.limit}`,
  );
}

/**
 * First a narrow search: up to twice the load, and only the closest candidates' stock asked. When it finds `limit`
 * offers they are the whole catalogue's closest (every radiator closer lies in its window, and its candidates are
 * the closest of them); else the whole range, every rating asked.
 */
async function findRadiators(db: ShopDatabase, query: RadiatorQuery): Promise<RadiatorMatch[]> {
  const [bounds] = await selectRows<{ low: number | null; high: number | null }>(
    db,
    sql`SELECT min(exponent_milli) AS low, max(exponent_milli) AS high FROM radiator_rating`,
  );
  if (bounds?.low == null || bounds.high == null) return [];
  const exponents = { low: Number(bounds.low) / 1000, high: Number(bounds.high) / 1000 };
  let rows: Row[] = [];
  if (query.order === 'closest' && query.loadW > 0)
    rows = await search(db, query, exponents, {
      to: query.loadW * NEAR_FACTOR,
      candidates: query.limit * CANDIDATES_PER_OFFER,
    });
  if (rows.length < query.limit) rows = await search(db, query, exponents, { to: null, candidates: null });
  return rows.map((row) => ({
    productId: row.product_id,
    saleElementId: row.pse_id,
    ratedOutputW: row.rated_output_w,
    exponent: row.exponent_milli / 1000,
    widthMm: row.width_mm,
    heightMm: row.height_mm,
    radiatorType: row.radiator_type as RadiatorType,
    connection: row.connection as RadiatorConnection,
  }));
}

async function listRadiatorTypes(db: ShopDatabase): Promise<RadiatorType[]> {
  const rows = await selectRows<{ radiator_type: string }>(
    db,
    sql`SELECT DISTINCT r.radiator_type FROM radiator_rating r
      JOIN product_sale_elements pse ON pse.id = r.product_sale_elements_id AND pse.quantity > 0
      JOIN product p ON p.id = pse.product_id AND p.visible`,
  );
  const present = new Set(rows.map((row) => row.radiator_type));
  return radiatorTypes.filter((type) => present.has(type));
}

export function embeddedRadiatorCatalog(db: ShopDatabase): RadiatorCatalog {
  return {
    findRadiators: (query) => findRadiators(db, query),
    listRadiatorTypes: () => listRadiatorTypes(db),
  };
}
