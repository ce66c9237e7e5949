import { eq, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import { store } from '../schema';
import { recordedRateChanges, type RateChange } from '../seed/tax-history';
import { isRecorded, recordRateChange } from './tax-rate-writes';
import { selectRows } from './raw';

// Serialises instances that find the history missing at the same time (several servers starting together).
const TAX_LOCK_KEY = 727_004;

/** The recorded changes a database lacks, for the rule and country pairs it taxes. */
async function missingChanges(db: ShopDatabase): Promise<RateChange[]> {
  const pairs = await selectRows<{ tax_rule_id: number; country_id: number }>(
    db,
    sql`SELECT DISTINCT tax_rule_id, country_id FROM tax_rule_country`,
  );
  const taxed = new Set(pairs.map((pair) => `${pair.tax_rule_id}:${pair.country_id}`));
  const missing: RateChange[] = [];
  for (const change of recordedRateChanges) {
    if (taxed.has(`${change.ruleId}:${change.countryId}`) && !(await isRecorded(db, change))) {
      missing.push(change);
    }
  }
  return missing;
}

/**
 * Austria's and Germany's shops priced their photovoltaic categories at 0 % by configuration (categories_0_vat)
 * as well as by tax rule, for every delivery country and without the buyer's confirmation: the rule now carries
 * the dated rate and Germany's condition, so the configuration no longer zero-rates or promises 0 % there.
 */
async function endZeroRateConfiguration(db: ShopDatabase, code: 'at' | 'de'): Promise<void> {
  const [found] = await db.select().from(store).where(eq(store.code, code));
  if (!found) return;
  const config = found.localeConfig as Record<string, unknown>;
  const banners = Array.isArray(config.banners_homepage) ? (config.banners_homepage as object[]) : [];
  await db
    .update(store)
    .set({
      localeConfig: {
        ...config,
        categories_0_vat: [],
        categories_title_0_vat: '',
        banners_homepage: banners.map((banner) =>
          'title' in banner && /0\s*%\s*(MwSt|USt)/i.test(String(banner.title))
            ? { ...banner, title: 'Photovoltaik für Ihr Dach' }
            : banner,
        ),
      },
    })
    .where(eq(store.code, code));
}

/**
 * A database written before rates had dates (every rate from 2000-01-01, open-ended) gets the recorded history
 * once, under a lock, as the delivery configuration was added: Romania's 21 % from 1 August 2025, Austria's
 * photovoltaic 0 % only from 1 January 2024 to 31 March 2025, Germany's only for a dwelling's installation (a
 * database with dated rates but no conditions gets that condition the same way). Rates an operator recorded
 * since are kept.
 */
export async function ensureRecordedRates(db: ShopDatabase): Promise<void> {
  if ((await missingChanges(db)).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(TAX_LOCK_KEY))})`);
    const missing = await missingChanges(tx);
    if (missing.length === 0) return;
    for (const change of missing) await recordRateChange(tx, change);
    await endZeroRateConfiguration(tx, 'at');
    await endZeroRateConfiguration(tx, 'de');
    console.warn(
      `VAT rates brought up to date: ${missing
        .map(
          (change) =>
            `rule ${change.ruleId} in country ${change.countryId} at ${change.percent} % from ${change.from}` +
            (change.condition ? ` under the condition ${change.condition}` : ''),
        )
        .join('; ')}.`,
    );
  });
}
