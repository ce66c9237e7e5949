import { crawl, requestPage, type CrawlRequest } from '../crawl';
import { checkPage, type AnsweredPage } from './page-check';
import { PageLedger } from './page-ledger';
import { errorDetail, type ReportProblem } from './problems';
import { requestGate } from './request-gate';
import { requestSitemap, type SitemapRequest } from './sitemap-request';
import { walkSitemaps } from './sitemap-walk';

/** A caller's own check of each page (structured data, prices), run after the built-in ones. */
export type ExtraCheck = (page: AnsweredPage) => Promise<ReportProblem[]>;

export interface ReportProgress {
  /** Pages read and checked. */
  done: number;
  /** Distinct pages the sitemaps read so far list; with a `limit`, the report stops at that many. */
  listed: number;
  problems: number;
}

export interface SeoReportOptions {
  /** The stores' origins: their sitemaps are walked, and no other origin is ever asked. */
  origins: readonly string[];
  /** Requests under way at once; 2 unless given, so the report never loads the shop. */
  concurrency?: number;
  /** The least time between the starts of two requests, in ms. */
  delayMs?: number;
  /** Read only the first this many pages the sitemaps list: a sample. */
  limit?: number;
  /** Stops the report: no request starts after it, and the pages read by then make the report. */
  signal?: AbortSignal;
  /** Called at most every 250 ms while the report runs. */
  onProgress?: (progress: ReportProgress) => void;
  extraChecks?: ExtraCheck[];
  /** How pages and sitemaps are fetched: crawl.ts's requestPage and requestSitemap unless given. */
  requestPage?: CrawlRequest;
  requestSitemap?: SitemapRequest;
}

export interface SeoReport {
  /** In the order found, which the concurrent reads make vary from run to run. */
  problems: ReportProblem[];
  done: number;
  listed: number;
  /** Every sitemap and every page they list was read: no limit and no stop cut the report short. */
  complete: boolean;
}

const PROGRESS_EVERY_MS = 250;

async function runCheck(check: ExtraCheck, page: AnsweredPage): Promise<ReportProblem[]> {
  try {
    return await check(page);
  } catch (error) {
    return [{ kind: 'checkFailed', url: page.url, detail: errorDetail(error) }];
  }
}

/**
 * Every page the stores' sitemaps list, read as a crawler reads it and checked by itself (status, indexing,
 * title and description) and against the others (duplicate titles, hreflang). `concurrency` workers share one
 * walk through the sitemaps, and every request passes one gate.
 */
export async function runSeoReport(options: SeoReportOptions): Promise<SeoReport> {
  const {
    origins,
    concurrency = 2,
    delayMs = 0,
    limit = Infinity,
    signal,
    onProgress,
    extraChecks = [],
  } = options;
  const gate = requestGate({ concurrency, delayMs, signal });
  const request = gate(options.requestPage ?? requestPage);
  const entries = walkSitemaps(origins, { request: gate(options.requestSitemap ?? requestSitemap), signal });
  const ledger = new PageLedger();
  const problems: ReportProblem[] = [];
  let listed = 0;
  let started = 0;
  let done = 0;
  let walked = false;
  let progressAt = -Infinity;

  const progress = () => {
    const now = Date.now();
    if (!onProgress || now - progressAt < PROGRESS_EVERY_MS) return;
    progressAt = now;
    onProgress({ done, listed, problems: problems.length });
  };

  const readPage = async (url: string, language: string | null) => {
    const result = await crawl(new URL(url), origins, request);
    // A request the stop refused tells nothing about the page.
    if (signal?.aborted) return;
    const checked = checkPage(url, result);
    problems.push(...checked.problems);
    ledger.record(url, checked.ok, checked.alternates);
    if (checked.indexableTitle !== null) {
      const group = `${new URL(url).origin} ${language}`;
      const first = ledger.firstWithTitle(group, checked.indexableTitle, url);
      if (first) problems.push({ kind: 'titleDuplicate', url, detail: first });
    }
    const { answered } = checked;
    if (answered) for (const check of extraChecks) problems.push(...(await runCheck(check, answered)));
    done += 1;
  };

  const work = async () => {
    while (!signal?.aborted) {
      const next = await entries.next();
      if (next.done) {
        walked = true;
        return;
      }
      const entry = next.value;
      if (entry.kind === 'problem') problems.push(entry.problem);
      else if (entry.kind === 'listed') listed += entry.count;
      // Listed twice, read once.
      else if (!ledger.list(entry.url)) listed -= 1;
      else if (started >= limit) return;
      else {
        started += 1;
        await readPage(entry.url, entry.language);
      }
      progress();
    }
  };

  await Promise.all(Array.from({ length: concurrency }, work));
  await entries.return(undefined);
  // A stopped walk may have left sitemaps unread: an address may then be in none read so far yet in one unread.
  const everySitemapRead = walked && !signal?.aborted;
  // One at a time: spread into push, 100,000 of them would overflow the call stack.
  for (const problem of ledger.hreflangProblems(everySitemapRead)) problems.push(problem);
  return { problems, done, listed, complete: everySitemapRead };
}
