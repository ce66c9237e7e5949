/**
 * The bulk SEO report from the command line (`npm run seo:check`), for CI and operators: walks the sitemaps of the
 * stores at SHOP_ORIGINS (or `--origins "at=https://…, de=…, ro=…"`), reads every page they list two at a time as
 * a crawler does, and prints the problems by kind. `--limit N` reads only the first N pages, `--csv FILE` writes
 * every problem, `--concurrency N` and `--delay MS` set how gently the shop is read. `--sample N` reads, of each
 * sitemap file, every N-th page and the first address of each shape (`/`, `/faq`, `/*.html`, `/blog/*`), then the
 * hreflang partners of every page read, in every store and language, so each pair is checked from both ends: every
 * kind of page in minutes where the whole catalogue takes hours (lib/seo-preview/report/report-sample.ts). Exits 1
 * when it found errors (anything but a line Google cuts or a missing description; `--strict` counts those too), so
 * a pipeline can stop on them. The cart's price is not compared here: that needs the shop's database, which the
 * admin page has and a pipeline may not.
 */
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { loadEnv } from '../lib/env';
import { priceCheck, structuredDataCheck } from '../lib/seo-preview/report-checks';
import { isWarning } from '../lib/seo-preview/report/problems';
import { reportCsv } from '../lib/seo-preview/report/report-csv';
import { summarizeReport } from '../lib/seo-preview/report/report-summary';
import { runSeoReport, type ReportProgress } from '../lib/seo-preview/report/run-report';
import { runSampledSeoReport } from '../lib/seo-preview/report/sampled-report';
import type { StoreOrigins } from '../lib/seo/public-urls';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function whole(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number from 1.`);
  return number;
}

async function main(args: string[]): Promise<number> {
  const configured = loadEnv({
    SHOP_ORIGINS: option(args, 'origins') ?? process.env.SHOP_ORIGINS,
  }).SHOP_ORIGINS;
  if (configured.size === 0)
    throw new Error('Name the stores: SHOP_ORIGINS or --origins "at=https://…, de=…".');
  const stores = Object.fromEntries(configured) as StoreOrigins;
  const started = performance.now();
  let shown = 0;
  const every = whole(option(args, 'sample'), 'sample');
  const limit = whole(option(args, 'limit'), 'limit');
  if (every !== undefined && limit !== undefined) throw new Error('--sample and --limit exclude each other.');
  const common = {
    origins: [...configured.values()],
    concurrency: whole(option(args, 'concurrency'), 'concurrency'),
    delayMs: whole(option(args, 'delay'), 'delay'),
    extraChecks: [structuredDataCheck, priceCheck(stores)],
    onProgress: ({ done, listed, problems }: ReportProgress) => {
      if (performance.now() - shown < 5_000) return;
      shown = performance.now();
      process.stderr.write(`${done} of ${listed} pages read, ${problems} problems\n`);
    },
  };
  const report =
    every === undefined
      ? await runSeoReport({ ...common, limit })
      : await runSampledSeoReport({ ...common, every });
  const seconds = (performance.now() - started) / 1000;
  const summary = summarizeReport(report.problems);
  console.log(
    `${report.done} pages read in ${seconds.toFixed(1)} s (${(report.done / seconds).toFixed(1)} pages/s)` +
      `${every === undefined ? '' : `, a sample of the ${report.listed} listed`}` +
      `${report.complete ? '' : ', not all of them'}; ${report.problems.length} problems on ${summary.pages} pages`,
  );
  for (const { kind, count } of summary.kinds)
    console.log(`  ${kind}: ${count}${isWarning({ kind }) ? ' (warning)' : ''}`);
  const csv = option(args, 'csv');
  if (csv) {
    const file = createWriteStream(csv);
    for (const line of reportCsv(report.problems)) file.write(line);
    file.end();
    await finished(file);
    console.log(`Every problem: ${csv}`);
  }
  const failing = args.includes('--strict')
    ? report.problems
    : report.problems.filter((problem) => !isWarning(problem));
  // No page read is no pass: the stores were not reached, or their sitemaps list nothing.
  return failing.length > 0 || report.done === 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 2;
  },
);
