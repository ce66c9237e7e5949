/**
 * npm run tax:set -- <country> <standard|rule id> <percent> --from <YYYY-MM-DD>
 * Records a VAT change for the day it takes effect, e.g. `npm run tax:set -- RO standard 21 --from 2025-08-01`:
 * the rate in force then ends the day before, later recorded changes stay, and the shop charges the new rate from
 * midnight of that day in the store's time zone. Orders placed before keep the rate they were placed at.
 */
import { and, eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { readRateChange } from '../lib/pricing/rate-change-input';
import { openShopDatabase } from './shop-database';
import { selectRows } from '../lib/adapters/embedded/queries/raw';
import { recordRateChange } from '../lib/adapters/embedded/queries/tax-rate-writes';
import { country, taxRule } from '../lib/adapters/embedded/schema';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' } },
  });
  const input = readRateChange(positionals, values.from);
  const config = env();
  const handle = await openShopDatabase(config);
  try {
    const [found] = await handle.db
      .select({ id: country.id })
      .from(country)
      .where(eq(country.isoalpha2, input.country));
    if (!found) throw new Error(`The shop knows no country ${input.country}.`);
    const [rule] =
      input.ruleId === null
        ? await handle.db.select({ id: taxRule.id }).from(taxRule).where(eq(taxRule.isDefault, true))
        : await handle.db
            .select({ id: taxRule.id })
            .from(taxRule)
            .where(and(eq(taxRule.id, input.ruleId)));
    if (!rule) throw new Error(`The shop has no tax rule ${input.ruleId ?? 'marked as default'}.`);
    const timeline = await handle.db.transaction((tx) =>
      recordRateChange(tx, {
        ruleId: rule.id,
        countryId: found.id,
        from: input.from,
        percent: input.percent,
      }),
    );
    const [titled] = await selectRows<{ title: string }>(
      handle.db,
      sql`SELECT title FROM tax_rule_i18n WHERE id = ${rule.id} ORDER BY locale LIMIT 1`,
    );
    console.log(`${input.country}, tax rule ${rule.id} (${titled?.title ?? ''}):`);
    for (const rate of timeline) {
      console.log(`  ${rate.from} – ${rate.to ?? '…'}: ${rate.basisPoints / 100} %`);
    }
    console.log(
      'Running servers read it within five minutes (cart, checkout, orders) and at the next page refresh; ' +
        'to have cached pages switch at midnight of that day, run `npm run revalidate` then.',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
