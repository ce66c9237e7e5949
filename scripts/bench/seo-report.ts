import { requestPage } from '../../lib/seo-preview/crawl';
import { walkSitemaps } from '../../lib/seo-preview/report/sitemap-walk';
import { runSeoReport } from '../../lib/seo-preview/report/run-report';
import { priceCheck, structuredDataCheck } from '../../lib/seo-preview/report-checks';
import type { StoreOrigins } from '../../lib/seo/public-urls';

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * The bulk SEO report against the bench's shop: how many pages the three stores' sitemaps list, then the first
 * `sample` of them read twice, two at a time as the report reads them: by a bare crawler (the baseline: what
 * reading costs the shop and the wire) and by the report with every check `npm run seo:check` makes. The ratio
 * is the checks' own cost; the whole catalogue's time follows from the report's pace and the pages listed.
 */
export async function seoReportFigures(stores: StoreOrigins, sample: number) {
  const origins = Object.values(stores);
  const pages: string[] = [];
  for await (const entry of walkSitemaps(origins)) if (entry.kind === 'page') pages.push(entry.url);
  const sampled = pages.slice(0, sample);

  const bareStart = performance.now();
  let next = 0;
  const reader = async () => {
    for (let at = next++; at < sampled.length; at = next++) await requestPage(new URL(sampled[at]!));
  };
  await Promise.all([reader(), reader()]);
  const bareMs = (performance.now() - bareStart) / sampled.length;

  const reportStart = performance.now();
  const report = await runSeoReport({
    origins,
    limit: sample,
    extraChecks: [structuredDataCheck, priceCheck(stores)],
  });
  const reportMs = (performance.now() - reportStart) / report.done;
  return {
    pagesListed: pages.length,
    sampled: report.done,
    bareCrawlerMsPerPage: round(bareMs),
    reportMsPerPage: round(reportMs),
    reportOverBareRatio: round(reportMs / bareMs),
    wholeCatalogueHoursAtThisPace: round((pages.length * reportMs) / 3_600_000),
    problemsInSample: report.problems.length,
  };
}
