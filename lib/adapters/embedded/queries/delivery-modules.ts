import { sql } from 'drizzle-orm';
import { countryIdSchema } from '../../../shop/schemas';
import type { CountryId, DeliveryKind, DeliveryModule, PostageBasis } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

interface ModuleRow {
  id: number;
  code: string;
  kind: string;
  position: number;
  tax_rule_id: number;
  requires_phone: boolean;
  delivery_min_days: number;
  delivery_max_days: number;
  title: string | null;
  description: string | null;
  currency: string;
  basis: string;
  free_from: string | number | null;
  tiers: Array<{ upTo: string | number | null; net: string | number }>;
  pickup: Array<{
    id: number;
    title: string | null;
    street: string;
    postcode: string;
    city: string;
    openingHours: string | null;
    phone: string;
  }>;
}

/** The active delivery modules that serve a country, with their postage there and their pickup points, by position. */
export async function selectDeliveryModules(
  db: ShopDatabase,
  countryId: CountryId,
  locale: string,
): Promise<DeliveryModule[]> {
  const rows = await selectRows<ModuleRow>(
    db,
    sql`SELECT dm.id, dm.code, dm.kind, dm.position, dm.tax_rule_id, dm.requires_phone, dm.delivery_min_days,
        dm.delivery_max_days, dmi.title, dmi.chapo AS description, cur.code AS currency, dmc.basis, dmc.free_from,
        coalesce((SELECT json_agg(json_build_object('upTo', pt.up_to, 'net', pt.price)
                    ORDER BY pt.up_to NULLS LAST)
           FROM postage_tier pt WHERE pt.module_id = dm.id AND pt.country_id = dmc.country_id), '[]'::json) AS tiers,
        coalesce((SELECT json_agg(json_build_object('id', pl.id, 'title', pli.title, 'street', pl.street,
                    'postcode', pl.postcode, 'city', pl.city, 'openingHours', pli.chapo, 'phone', pl.phone)
                    ORDER BY pl.position)
           FROM pickup_location pl
           LEFT JOIN pickup_location_i18n pli ON pli.id = pl.id AND pli.locale = ${locale}
           WHERE pl.module_id = dm.id), '[]'::json) AS pickup
      FROM delivery_module dm
      JOIN delivery_module_country dmc ON dmc.module_id = dm.id AND dmc.country_id = ${countryId}
      JOIN currency cur ON cur.id = dmc.currency_id
      LEFT JOIN delivery_module_i18n dmi ON dmi.id = dm.id AND dmi.locale = ${locale}
      WHERE dm.active
      ORDER BY dm.position, dm.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind as DeliveryKind,
    position: row.position,
    title: row.title ?? row.code,
    description: row.description ?? '',
    taxRuleId: row.tax_rule_id,
    requiresPhone: row.requires_phone,
    deliveryDays: { min: row.delivery_min_days, max: row.delivery_max_days },
    postage: {
      countryId: countryIdSchema.parse(countryId),
      currency: row.currency,
      basis: row.basis as PostageBasis,
      tiers: row.tiers.map((tier) => ({
        upTo: tier.upTo === null ? null : Number(tier.upTo),
        net: Number(tier.net),
      })),
      freeFrom: row.free_from === null ? null : Number(row.free_from),
    },
    pickupLocations: row.pickup.map((point) => ({
      id: point.id,
      title: point.title ?? point.city,
      street: point.street,
      postcode: point.postcode,
      city: point.city,
      openingHours: point.openingHours ?? '',
      phone: point.phone,
    })),
  }));
}
