import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/testing/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint and total blocking time of the median run, in milliseconds. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** How far the page's content moved while it loaded (issue 32 asks below 0.01 on every page kind). */
  cumulativeLayoutShift: number;
}

/** Lighthouse's phone (a Moto G class device on slow 4G) or its desktop run (1,350 px wide, cable). */
export type LighthouseDevice = 'mobile' | 'desktop';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One run of Lighthouse's own command line in plain Node: tsx would rewrite the functions Lighthouse sends into
 * the page as source text. Its default is a mobile run: a Moto G class phone on simulated slow 4G.
 */
async function runOnce(
  url: string,
  extraHeaders: Record<string, string>,
  device: LighthouseDevice,
): Promise<LighthouseScores & { failedAudits: string[] }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--extra-headers=${JSON.stringify(extraHeaders)}`,
      `--chrome-flags=${['--headless=new', ...CHROMIUM_FLAGS].join(' ')}`,
      ...(device === 'desktop' ? ['--preset=desktop'] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
      maxBuffer: 64 << 20,
    },
    // It exits non-zero when the page fails to load, yet still prints the report that says why.
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{}' }));
  const report = JSON.parse(stdout) as Result;
  if (report.runtimeError)
    throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
  const { categories, audits } = report;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // The weighted audits that did not pass: what to fix when a category falls short of 100.
  const failedAudits = Object.values(categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit!.id} (${audit!.displayValue ?? audit!.score})`);
  return {
    failedAudits,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(4)),
  };
}

/**
 * Median of `runs` mobile Lighthouse runs per score, with the audits that cost points in any run; `extraHeaders`
 * go with every request (a session cookie, to see a page as a shopper with a cart).
 */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  extraHeaders: Record<string, string> = {},
  device: LighthouseDevice = 'mobile',
): Promise<LighthouseScores & { failedAudits: string[] }> {
  const results: LighthouseScores[] = [];
  const failedAudits = new Set<string>();
  for (let run = 0; run < runs; run++) {
    const { failedAudits: failed, ...scores } = await runOnce(url, extraHeaders, device);
    results.push(scores);
    failed.forEach((audit) => failedAudits.add(audit));
  }
  const pick = (key: keyof LighthouseScores) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    largestContentfulPaintMs: pick('largestContentfulPaintMs'),
    totalBlockingTimeMs: pick('totalBlockingTimeMs'),
    cumulativeLayoutShift: pick('cumulativeLayoutShift'),
    failedAudits: [...failedAudits],
  };
}
