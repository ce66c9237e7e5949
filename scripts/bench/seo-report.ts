import { requestPage } from '../../lib/seo-preview/crawl';
import { walkSitemaps } from '../../lib/seo-preview/report/sitemap-walk';
import { runSeoReport } from '../../lib/seo-preview/report/run-report';
import { priceCheck, structuredDataCheck } from '../../lib/seo-preview/report-checks';
import type { StoreOrigins } from '../../lib/seo/public-urls';

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** `sampled` read two at a time as the report reads them, by a crawler that checks nothing: ms a page. */
async function bareCrawl(sampled: readonly string[]): Promise<number> {
  const started = performance.now();
  let next = 0;
  const reader = async () => {
    for (let at = next++; at < sampled.length; at = next++) await requestPage(new URL(sampled[at]!));
  };
  await Promise.all([reader(), reader()]);
  return (performance.now() - started) / sampled.length;
}

/**
 * The bulk SEO report against the bench's shop: how many pages the three stores' sitemaps list, then their first
 * `sample` read two at a time as the report reads them: by a bare crawler on a cold shop (each page rendered), by
 * the bare crawler again (the baseline: pages served from the shop's cache) and by the report with every check
 * `npm run seo:check` makes on the same warm pages. Its ratio to the baseline is the checks' own cost; the whole
 * catalogue's time is estimated for a cold shop (rendering plus the checks) and a warm one.
 */
export async function seoReportFigures(stores: StoreOrigins, sample: number) {
  const origins = Object.values(stores);
  const pages: string[] = [];
  for await (const entry of walkSitemaps(origins)) if (entry.kind === 'page') pages.push(entry.url);
  const sampled = pages.slice(0, sample);
  const coldMs = await bareCrawl(sampled);
  const warmMs = await bareCrawl(sampled);
  const started = performance.now();
  const report = await runSeoReport({
    origins,
    limit: sample,
    extraChecks: [structuredDataCheck, priceCheck(stores)],
  });
  const reportMs = (performance.now() - started) / report.done;
  const hours = (msPerPage: number) => round((pages.length * msPerPage) / 3_600_000);
  return {
    pagesListed: pages.length,
    sampled: report.done,
    coldCrawlerMsPerPage: round(coldMs),
    warmCrawlerMsPerPage: round(warmMs),
    reportOnWarmPagesMsPerPage: round(reportMs),
    reportOverWarmCrawlerRatio: round(reportMs / warmMs),
    wholeCatalogueHours: { coldShop: hours(coldMs + reportMs - warmMs), warmShop: hours(reportMs) },
    problemsInSample: report.problems.length,
  };
}
