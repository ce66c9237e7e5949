import 'server-only';
import { z } from 'zod';
import { handlerMarketContext } from '../api/market-context';
import type { Market } from '../i18n/market';
import { processReportJobs } from './report/report-job';
import { priceCheck, structuredDataCheck } from './report-checks';
import { shopPrices } from './shop-prices';

/** What the report page's forms send: start a report (optionally a sample), or stop the running one. */
export const reportActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('start'),
    limit: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : value),
      z.coerce.number().int().min(1).max(1_000_000).optional(),
    ),
  }),
  z.object({ action: z.literal('stop'), job: z.string().uuid() }),
]);
export type ReportAction = z.infer<typeof reportActionSchema>;

/**
 * Starts the bulk report over every store's sitemaps with the checks the single-page preview makes of structured
 * data and prices, or answers the one already running. Two requests at a time, as runSeoReport holds it.
 */
export async function startReport(market: Market, limit?: number): Promise<string> {
  const [context, shop] = await Promise.all([handlerMarketContext(market), shopPrices()]);
  return processReportJobs().start({
    origins: Object.values(context.origins),
    limit,
    extraChecks: [structuredDataCheck, priceCheck(context.origins, shop)],
  });
}
