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

/**
 * Ratings live in radiator_rating; a variant counts when its product is shown, it is in stock and it may be
 * delivered to the shopper's country. Exponents are at least 1 (a check of the table), so for a ratio below 1 no
 * radiator rated under load ÷ ratio can cover the load: that bound lets the index on the rated output cut the scan.
 */
async function findRadiators(db: ShopDatabase, query: RadiatorQuery): Promise<RadiatorMatch[]> {
  const converted = sql`r.rated_output_w * power(${query.ratio}::float8, r.exponent_milli / 1000.0)`;
  const lowestRated = query.ratio < 1 ? Math.floor(query.loadW / query.ratio) : 0;
  const rows = await selectRows<Row>(
    db,
    sql`SELECT p.id AS product_id, pse.id AS pse_id, r.rated_output_w, r.exponent_milli, r.width_mm, r.height_mm,
        r.radiator_type, r.connection
      FROM radiator_rating r
      JOIN product_sale_elements pse ON pse.id = r.product_sale_elements_id AND pse.quantity > 0
      JOIN product p ON p.id = pse.product_id AND p.visible
      WHERE r.rated_output_w >= ${lowestRated}
        AND ${converted} >= ${query.loadW}
        AND (${query.radiatorType}::text IS NULL OR r.radiator_type = ${query.radiatorType})
        AND (${query.connection}::text IS NULL OR r.connection = ${query.connection})
        AND (${query.maxWidthMm}::int IS NULL OR r.width_mm <= ${query.maxWidthMm})
        AND (${query.maxHeightMm}::int IS NULL OR r.height_mm <= ${query.maxHeightMm})
        AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u
          WHERE u.product_id = p.id AND u.country_id = ${query.deliveryCountryId})
      ORDER BY ${query.order === 'strongest' ? sql`${converted} DESC` : converted}, pse.id
      LIMIT ${query.limit}`,
  );
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
